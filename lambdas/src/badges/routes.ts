import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Badges (docs/economy.md, « Badges »): the shelf, and the practice streak every activity feeds. */
export const routes = domainRoutes('badges', {
  http: [
    { ...routeOf(api.getBadges), handler: 'get-badges' },
  ],
  events: [
    // the practice streak (« Série »): every activity's Paris day, once per day whatever the deliveries (docs/economy.md « Badges »)
    {
      name: 'practice-days',
      pattern: { source: [eventCatalog.quizCompleted.source], 'detail-type': [eventCatalog.quizCompleted, eventCatalog.dictationCompleted, eventCatalog.spellingCompleted, eventCatalog.flashcardReviewed, eventCatalog.battleFinished].map((event) => event.detailType) },
      consumer: 'record-practice-day',
    },
  ],
  handlers: {
    'get-badges': { table: 'read' },
  },
});
