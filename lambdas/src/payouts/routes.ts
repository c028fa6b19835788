import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Payouts (docs/payouts.md): the family asks, finance reviews, every step notified, the oldest pending one measured. */
export const routes = domainRoutes('payouts', {
  http: [
    { ...routeOf(api.requestPayout), handler: 'request-payout', load: 'action' },
    { ...routeOf(api.financeListPayouts), handler: 'finance-list-payouts' },
    { ...routeOf(api.financeReviewPayout), handler: 'finance-review-payout' },
  ],
  events: [
    // Every step of a payout request, in the family's notifications (once per step).
    {
      name: 'payout-notifications',
      pattern: { source: [eventCatalog.payoutRequested.source], 'detail-type': [eventCatalog.payoutRequested, eventCatalog.payoutApproved, eventCatalog.payoutPaid, eventCatalog.payoutRejected].map((event) => event.detailType) },
      consumer: 'notify-payout',
    },
  ],
  schedules: [
    // The age of the oldest pending payout request, as a metric the ops alarm watches (> 72 h).
    { name: 'oldest-pending-payout', expression: 'rate(15 minutes)', handler: 'measure-oldest-pending-payout' },
  ],
});
