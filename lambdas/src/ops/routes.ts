import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/**
 * Operations: health, the scheduler heartbeat, the admin console's metrics and dead letters, the audit trail, and the
 * catch-all under /api/ (last of all the routes).
 */
export const routes = domainRoutes('ops', {
  http: [
    { ...routeOf(api.health), handler: 'health' },
    // admin console: each rule's dead letters (its SQS dead-letter queue), listed and redriven
    { ...routeOf(api.adminListDeadLetters), handler: 'admin-list-dead-letters', uses: ['deadLetters'] },
    { ...routeOf(api.adminRedriveDeadLetter), handler: 'admin-redrive-dead-letter', uses: ['deadLetters'] },
    // admin console: business metrics (/admin/metrics), read from CloudWatch GetMetricData
    { ...routeOf(api.adminGetMetrics), handler: 'admin-get-metrics', uses: ['metrics'] },
    // Anything else under /api/ gets a clear catalogue message instead of API Gateway's bare "Not Found".
    { method: 'ANY', path: '/api/{proxy+}', handler: 'not-found', auth: 'none' },
  ],
  events: [
    { name: 'settings-audit', pattern: eventCatalog.settingsUpdated.pattern, consumer: 'record-settings-audit' },
    // admin console: each account deactivation or reactivation in the audit trail, once per event
    { name: 'account-status-audit', pattern: eventCatalog.accountStatusChanged.pattern, consumer: 'record-account-status-audit' },
  ],
  schedules: [
    { name: 'heartbeat', expression: 'rate(1 minute)', handler: 'heartbeat' },
  ],
  handlers: {
    'not-found': { table: 'none' },
    health: { table: 'read' },
  },
});
