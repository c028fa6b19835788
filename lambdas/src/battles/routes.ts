import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import * as frames from '@plume/shared/battles';
import { domainRoutes, routeOf } from '../manifest.ts';

/**
 * Realtime battles, group battles and Q&A rooms (docs/battles.md, docs/qanda.md): the WebSocket moves, matchmaking,
 * the server-side deadlines and seat expiries, and each player's battle statistics.
 */
export const routes = domainRoutes('battles', {
  http: [
    // battle statistics (docs/battles.md): wins, losses, draws, history, record per opponent
    { ...routeOf(api.getBattleStatistics), handler: 'get-battle-statistics' },
  ],
  webSocket: [
    // realtime battles (docs/battles.md): rooms, moves and the deadline nudge, each frame parsed by its handler
    { route: 'battle_create', handler: 'battle-create', frame: frames.createBattleFrame },
    { route: 'battle_join', handler: 'battle-join', frame: frames.joinBattleFrame },
    { route: 'battle_start', handler: 'battle-start', frame: frames.startBattleFrame },
    { route: 'battle_leave', handler: 'battle-leave', frame: frames.leaveBattleFrame },
    { route: 'battle_answer', handler: 'battle-answer', frame: frames.answerBattleFrame },
    { route: 'battle_nudge', handler: 'battle-nudge', frame: frames.nudgeBattleFrame },
    // group battles (docs/battles.md, « Group battles »): 2–4 seats, a ready flag per guest
    { route: 'group_create', handler: 'group-create', frame: frames.createGroupFrame },
    { route: 'battle_ready', handler: 'battle-ready', frame: frames.readyBattleFrame },
    // Q&A on the learning bank (docs/qanda.md): solo, multiplayer and team rounds on the same room engine
    { route: 'qanda_create', handler: 'qanda-create', frame: frames.createQandaFrame },
    { route: 'qanda_propose', handler: 'qanda-propose', frame: frames.proposeQandaFrame },
    { route: 'qanda_say', handler: 'qanda-say', frame: frames.sayQandaFrame },
    // random matchmaking: each waiting client's 2 s seek renews its ticket and runs one matching pass of its pool
    { route: 'battle_seek', handler: 'battle-seek', frame: frames.seekBattleFrame },
    { route: 'battle_seek_cancel', handler: 'battle-seek-cancel', frame: frames.cancelSeekFrame },
    // disconnects and resume: a new connection takes its seat back by token; a page going away keeps its seat 10 s
    { route: 'battle_resume', handler: 'battle-resume', frame: frames.resumeBattleFrame },
    { route: 'battle_goodbye', handler: 'battle-goodbye', frame: frames.goodbyeBattleFrame },
  ],
  events: [
    { name: 'battle-stats', pattern: eventCatalog.battleFinished.pattern, consumer: 'record-battle-stats' },
  ],
  schedules: [
    // Random-battle tickets whose `$disconnect` was lost (not renewed for > 6 s): closed, their entry refunded once.
    { name: 'sweep-matchmaking-tickets', expression: 'rate(1 minute)', handler: 'sweep-matchmaking-tickets' },
  ],
  timers: [
    // A battle question's server-side deadline: reveals it at deadline + 1 s if nobody's nudge did (and shows the next).
    { name: 'battle-deadline', handler: 'battle-deadline', uses: ['timers'] },
    // An away seat's expiry: gives it up if nobody took it back (a lobby nobody touches too); may end or advance the battle.
    { name: 'battle-seat-expiry', handler: 'battle-seat-expiry', uses: ['timers'] },
  ],
});
