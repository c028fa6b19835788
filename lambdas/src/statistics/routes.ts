import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** A profile's statistics: the page, and what every quiz game adds to it. */
export const routes = domainRoutes('statistics', {
  http: [
    { ...routeOf(api.getStatistics), handler: 'get-statistics' },
  ],
  events: [
    { name: 'quiz-progress', pattern: eventCatalog.quizCompleted.pattern, consumer: 'record-stats-and-badges' },
  ],
});
