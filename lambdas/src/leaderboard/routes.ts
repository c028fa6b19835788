import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { rankSnapshotMinutes } from '../capacity-model.ts';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Leaderboards (docs/economy.md): the boards, the points every quiz game and battle adds, and the rank snapshots. */
export const routes = domainRoutes('leaderboard', {
  http: [
    { ...routeOf(api.getLeaderboard), handler: 'get-leaderboard' },
    { ...routeOf(api.getFamilyLeaderboard), handler: 'get-family-leaderboard' },
  ],
  events: [
    { name: 'quiz-leaderboards', pattern: eventCatalog.quizCompleted.pattern, consumer: 'record-leaderboard-points' },
    { name: 'battle-leaderboards', pattern: eventCatalog.battleFinished.pattern, consumer: 'record-battle-leaderboard-points' },
  ],
  schedules: [
    // Each leaderboard's rank snapshot (score → rows above), from which a place below the top 100 is read in one request.
    { name: 'snapshot-leaderboard-ranks', expression: `rate(${rankSnapshotMinutes} minutes)`, handler: 'snapshot-leaderboard-ranks' },
  ],
  handlers: {
    // Reads every row of the all-time board (a million rows at the target: ~30 pages of 1 MB per shard, the shards in parallel).
    'snapshot-leaderboard-ranks': { timeoutSeconds: 60 },
  },
});
