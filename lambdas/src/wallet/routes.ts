import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Coins (docs/economy.md): the wallet, its history, and every activity's credit within its caps. */
export const routes = domainRoutes('wallet', {
  http: [
    { ...routeOf(api.getCoinHistory), handler: 'get-coin-history' },
    { ...routeOf(api.getWallet), handler: 'get-wallet' },
  ],
  events: [
    { name: 'welcome-coins', pattern: eventCatalog.profileCreated.pattern, consumer: 'credit-welcome-coins' },
    { name: 'quiz-coins', pattern: eventCatalog.quizCompleted.pattern, consumer: 'credit-quiz-coins' },
    { name: 'dictation-coins', pattern: eventCatalog.dictationCompleted.pattern, consumer: 'credit-dictation-coins' },
    { name: 'crossword-coins', pattern: eventCatalog.crosswordCompleted.pattern, consumer: 'credit-crossword-coins' },
    // spelling.completed: coins once per session (ledger key)
    { name: 'spelling-coins', pattern: eventCatalog.spellingCompleted.pattern, consumer: 'credit-spelling-coins' },
    // battles: the pot paid out once per payout key (bot games pay nothing)
    { name: 'battle-coins', pattern: eventCatalog.battleFinished.pattern, consumer: 'settle-battle-coins' },
  ],
  handlers: {
    'get-coin-history': { table: 'read' },
  },
});
