import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Contests (docs/contests.md): lists, entry, leaderboards, the admins' editor, the settlement and its winners. */
export const routes = domainRoutes('contests', {
  http: [
    // contests (docs/contests.md): lists, entry and leaderboard per active profile; the game is start_quiz's `contest` mode
    { ...routeOf(api.listContests), handler: 'list-contests' },
    { ...routeOf(api.joinContest), handler: 'join-contest' },
    { ...routeOf(api.getContestLeaderboard), handler: 'get-contest-leaderboard' },
    { ...routeOf(api.adminListContests), handler: 'admin-list-contests' },
    { ...routeOf(api.adminSaveContest), handler: 'admin-save-contest' },
    { ...routeOf(api.adminListContestEntries), handler: 'admin-list-contest-entries' },
  ],
  events: [
    // contests: the settlement pays the prizes itself; this tells the winners and unlocks « most wanted winner », once
    { name: 'contest-winners', pattern: eventCatalog.contestSettled.pattern, consumer: 'reward-contest-winners' },
  ],
  schedules: [
    // Contests whose end has passed (30 s of grace for the last games to record): open → settling → settled, prizes paid once.
    { name: 'settle-contests', expression: 'rate(1 minute)', handler: 'settle-contests' },
  ],
});
