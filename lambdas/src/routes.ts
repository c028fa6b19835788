/**
 * The one manifest of Plume's backend: every HTTP route, WebSocket route, event rule, schedule and the table.
 * CDK builds API Gateway routes, Lambda functions, rules and the table from it; the local cloud builds its router
 * from it. Nothing else declares a route. A handler id names `src/handlers/<id>.ts`, which exports `handler`.
 */
import type { Endpoint, EventPattern } from '@plume/shared';
import * as api from '@plume/shared/endpoints';
import * as frames from '@plume/shared/battles';
import type { ZodType } from 'zod';
import { eventCatalog } from '@plume/events';
import { httpThrottle, reservedConcurrency, webSocketThrottle, type LoadClass } from './capacity-model.ts';
/** The capacity model the throttles and reserved concurrency come from (for infra tests and `bench/capacity.ts`). */
export * as capacityModel from './capacity-model.ts';

/** `examinator` routes admit admins too (`holdsGroup` in shared/src/route-access.ts: admin includes examinator). */
export type Group = 'admin' | 'finance' | 'examinator';
/**
 * Every authenticated level refuses a deleted account (its tombstone) and a deactivated one.
 * `player`: a signed-in caller moving in a game of their own. Premium was checked when the game started; the handler
 * checks the game is the caller's. Account status (deactivated, deleted) is read through a per-process cache of at
 * most 60 s (`runtime/account-access.ts`), so a move stays at two table requests (read the game, save the move) most
 * of the time, and a deactivated or deleted account loses its games within a minute.
 */
export type HttpAuth = { auth: 'none' } | { auth: 'user' } | { auth: 'premium' } | { auth: 'player' } | { auth: 'group'; group: Group };
/**
 * Outside services a handler calls beyond the table, the bus and @connections (which every handler may use):
 * infra gives only those handlers the matching environment and permissions. `speech`: renders clips with Polly and
 * stores them in the speech bucket (`speechClips` in `src/speech/speech-clips.ts`); the local cloud gives every
 * handler its environment, so it ignores capabilities. `deadLetters`: reads and redrives the rules' dead-letter
 * queues (`deadLetterQueueName`). `metrics`: reads the business figures from CloudWatch (GetMetricData). `timers`:
 * creates one-time EventBridge Scheduler schedules whose targets are the manifest's `timers` (`setTimer` in
 * `src/clients/timers.ts`).
 */
export type Capability = 'cognitoAdmin' | 'stripe' | 'speech' | 'deadLetters' | 'metrics' | 'timers';
/**
 * Every rule and schedule parks what its target could not take in a dead-letter queue of this name (SQS on AWS, the
 * local cloud's dead-letter list locally). Fixed names, so handlers with the `deadLetters` capability reach them from
 * `DEAD_LETTER_QUEUE_URL_PREFIX` without a cross-stack reference.
 */
export const deadLetterQueueName = (rule: string, prefix = 'plume') => `${prefix}-dlq-${rule}`;
/**
 * A route's request rate: API Gateway throttles the route at it (a stage route setting, steady `rate` requests per
 * second with bursts of `burst`, every client together), and the local gateway applies the same numbers per client
 * IP. Every route has one: declared here for abuse limits, otherwise the capacity model's ceiling (`httpRoutes`).
 */
export interface Throttle { rate: number; burst: number }
/**
 * A public GET answer the edge may keep: CloudFront caches it `sMaxAge` seconds and may serve it
 * `staleWhileRevalidate` seconds more while it refreshes; browsers revalidate (they keep their own copy).
 */
export interface EdgeCache { sMaxAge: number; staleWhileRevalidate: number }
/** `endpoint`: the contract the handler parses its body with; absent for raw bodies (the Stripe webhook) and the catch-all. */
export type HttpRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';
  path: `/api/${string}`;
  endpoint?: Endpoint;
  handler: string;
  uses?: readonly Capability[];
  throttle?: Throttle;
  edgeCache?: EdgeCache;
} & HttpAuth;

const routeOf = (endpoint: Endpoint) => ({ method: endpoint.method, path: endpoint.path, endpoint });
/**
 * A WebSocket route: `frame` is the schema its handler parses (every action has one; the fuzz test sends it hostile
 * frames). `throttle`: as for HTTP routes, on the WebSocket stage (the local gateway does not throttle frames).
 */
export interface WebSocketRoute { route: string; handler: string; frame?: ZodType; throttle?: Throttle }
export interface EventRule { name: string; pattern: EventPattern; consumer: string; uses?: readonly Capability[] }
export interface Schedule { name: string; expression: `rate(${string})` | `cron(${string})`; handler: string }
/**
 * A one-time timer: a handler with the `timers` capability creates an EventBridge Scheduler schedule `at(...)` in the
 * `timerGroupName` group whose target is this timer's handler, deployed as the function `timerFunctionName(name)`
 * (a fixed name, so a timer's own handler can set the next one without referencing itself). `uses`: as for routes.
 */
export interface Timer { name: string; handler: string; uses?: readonly Capability[] }

const declaredHttpRoutes: readonly HttpRoute[] = [
  { ...routeOf(api.health), handler: 'http/health', auth: 'none' },
  { ...routeOf(api.getSettings), handler: 'http/get-settings', auth: 'none' },
  { ...routeOf(api.getSystemConfigurations), handler: 'http/get-system-configurations', auth: 'none' },
  // The same answer for every visitor, read by every first page: a GET the edge caches (the POST stays, uncached).
  { ...routeOf(api.getSystemConfigurations), method: 'GET', handler: 'http/get-system-configurations', auth: 'none', edgeCache: { sMaxAge: 60, staleWhileRevalidate: 60 } },
  // Public and unauthenticated: a steady second per message is plenty for people, and a ceiling for scripts.
  { ...routeOf(api.submitContact), handler: 'http/submit-contact', auth: 'none', throttle: { rate: 1, burst: 5 } },
  { ...routeOf(api.getMe), handler: 'http/get-me', auth: 'user' },
  { ...routeOf(api.getUser), handler: 'http/get-user', auth: 'user' },
  { ...routeOf(api.updateUser), handler: 'http/update-user', auth: 'user' },
  { ...routeOf(api.clearNewUser), handler: 'http/clear-new-user', auth: 'user' },
  { ...routeOf(api.deleteAccount), handler: 'http/delete-account', auth: 'user', uses: ['cognitoAdmin'] },
  { ...routeOf(api.createProfile), handler: 'http/create-profile', auth: 'user' },
  { ...routeOf(api.updateProfile), handler: 'http/update-profile', auth: 'user' },
  { ...routeOf(api.deleteProfile), handler: 'http/delete-profile', auth: 'user' },
  { ...routeOf(api.verifyProfilePin), handler: 'http/verify-profile-pin', auth: 'user' },
  { ...routeOf(api.checkSubscription), handler: 'http/check-subscription', auth: 'user' },
  // The catalogue's names and sizes are no secret (a free account sees what it would get; editors pick from it).
  { ...routeOf(api.getQuizCategories), handler: 'http/get-quiz-categories', auth: 'user' },
  { ...routeOf(api.getLevels), handler: 'http/get-levels', auth: 'premium' },
  { ...routeOf(api.getMathManiaLevels), handler: 'http/get-math-mania-levels', auth: 'premium' },
  { ...routeOf(api.getDailyQuiz), handler: 'http/get-daily-quiz', auth: 'premium' },
  { ...routeOf(api.getFunAndLearn), handler: 'http/get-fun-and-learn', auth: 'premium' },
  { ...routeOf(api.startQuiz), handler: 'http/start-quiz', auth: 'premium' },
  { ...routeOf(api.getGame), handler: 'http/get-game', auth: 'player' },
  { ...routeOf(api.nextQuestion), handler: 'http/next-question', auth: 'player' },
  { ...routeOf(api.answerQuiz), handler: 'http/answer-quiz', auth: 'player' },
  { ...routeOf(api.useLifeline), handler: 'http/use-lifeline', auth: 'player' },
  { ...routeOf(api.bookmarkQuestion), handler: 'http/bookmark-question', auth: 'premium' },
  { ...routeOf(api.getBookmarks), handler: 'http/get-bookmarks', auth: 'premium' },
  { ...routeOf(api.removeBookmark), handler: 'http/remove-bookmark', auth: 'premium' },
  { ...routeOf(api.reportQuestion), handler: 'http/report-question', auth: 'premium' },
  { ...routeOf(api.getCoinHistory), handler: 'http/get-coin-history', auth: 'premium' },
  { ...routeOf(api.getBadges), handler: 'http/get-badges', auth: 'premium' },
  { ...routeOf(api.getLeaderboard), handler: 'http/get-leaderboard', auth: 'premium' },
  { ...routeOf(api.getNotifications), handler: 'http/get-notifications', auth: 'premium' },
  { ...routeOf(api.markNotificationsRead), handler: 'http/mark-notifications-read', auth: 'premium' },
  { ...routeOf(api.getStatistics), handler: 'http/get-statistics', auth: 'premium' },
  { ...routeOf(api.getDictations), handler: 'http/get-dictations', auth: 'premium' },
  // Opening a dictation renders (or finds) its speech: Polly and the speech bucket.
  { ...routeOf(api.startDictation), handler: 'http/start-dictation', auth: 'premium', uses: ['speech'] },
  { ...routeOf(api.startPersonalDictation), handler: 'http/start-personal-dictation', auth: 'premium', uses: ['speech'] },
  { ...routeOf(api.submitDictation), handler: 'http/submit-dictation', auth: 'premium' },
  { ...routeOf(api.getDictationHistory), handler: 'http/get-dictation-history', auth: 'premium' },
  { ...routeOf(api.updateDictationSettings), handler: 'http/update-dictation-settings', auth: 'premium' },
  { ...routeOf(api.createCheckoutSession), handler: 'http/create-checkout-session', auth: 'user', uses: ['stripe'] },
  { ...routeOf(api.cancelSubscription), handler: 'http/cancel-subscription', auth: 'user', uses: ['stripe'] },
  { method: 'POST', path: '/api/stripe/webhook', handler: 'http/stripe-webhook', auth: 'none', uses: ['stripe'] },
  { ...routeOf(api.adminSetAccountStatus), handler: 'http/admin-set-account-status', auth: 'group', group: 'admin', uses: ['cognitoAdmin'] },
  { ...routeOf(api.adminUpdateSystemConfigurations), handler: 'http/update-system-configurations', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminListQuestions), handler: 'http/admin-list-questions', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminSaveQuestion), handler: 'http/admin-save-question', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminImportQuestions), handler: 'http/admin-import-questions', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminListReports), handler: 'http/admin-list-reports', auth: 'group', group: 'admin' },
  { ...routeOf(api.getCrosswords), handler: 'http/get-crosswords', auth: 'premium' },
  { ...routeOf(api.startCrossword), handler: 'http/start-crossword', auth: 'premium' },
  { ...routeOf(api.checkCrossword), handler: 'http/check-crossword', auth: 'premium' },
  { ...routeOf(api.revealCrossword), handler: 'http/reveal-crossword', auth: 'premium' },
  // flashcards (per active profile)
  { ...routeOf(api.getFlashcardDecks), handler: 'http/get-flashcard-decks', auth: 'premium' },
  { ...routeOf(api.getDueFlashcards), handler: 'http/get-due-flashcards', auth: 'premium', uses: ['speech'] },
  { ...routeOf(api.reviewFlashcard), handler: 'http/review-flashcard', auth: 'premium' },
  { ...routeOf(api.createFlashcardDeck), handler: 'http/create-flashcard-deck', auth: 'premium' },
  { ...routeOf(api.addFlashcard), handler: 'http/add-flashcard', auth: 'premium' },
  { ...routeOf(api.deleteFlashcard), handler: 'http/delete-flashcard', auth: 'premium' },
  { ...routeOf(api.getFlashcardSettings), handler: 'http/get-flashcard-settings', auth: 'premium' },
  { ...routeOf(api.updateFlashcardSettings), handler: 'http/update-flashcard-settings', auth: 'premium' },
  { ...routeOf(api.getFlashcardStatistics), handler: 'http/get-flashcard-statistics', auth: 'premium' },
  // spelling by keyboard and voice, and parents' word lists (per active profile)
  { ...routeOf(api.getSpellingCatalogue), handler: 'http/get-spelling-catalogue', auth: 'premium' },
  // Opening a session renders (or finds) each word's and sentence's speech: Polly and the speech bucket.
  { ...routeOf(api.startSpelling), handler: 'http/start-spelling', auth: 'premium', uses: ['speech'] },
  { ...routeOf(api.answerSpelling), handler: 'http/answer-spelling', auth: 'premium', uses: ['speech'] },
  { ...routeOf(api.finishSpelling), handler: 'http/finish-spelling', auth: 'premium' },
  { ...routeOf(api.getSpellingStatistics), handler: 'http/get-spelling-statistics', auth: 'premium' },
  { ...routeOf(api.getSpellingLists), handler: 'http/get-spelling-lists', auth: 'premium' },
  { ...routeOf(api.saveSpellingList), handler: 'http/save-spelling-list', auth: 'premium' },
  { ...routeOf(api.deleteSpellingList), handler: 'http/delete-spelling-list', auth: 'premium' },
  { ...routeOf(api.searchSpellingWords), handler: 'http/search-spelling-words', auth: 'premium' },
  { ...routeOf(api.addLevelFlashcardDeck), handler: 'http/add-level-flashcard-deck', auth: 'premium' },
  // crosswords: resume, saves and « Mes mots croisés »
  { ...routeOf(api.getCrossword), handler: 'http/get-crossword', auth: 'premium' },
  { ...routeOf(api.saveCrossword), handler: 'http/save-crossword', auth: 'premium' },
  { ...routeOf(api.startMistakesCrossword), handler: 'http/start-mistakes-crossword', auth: 'premium' },
  // wallet and payouts (docs/payouts.md): the family asks, finance reviews
  { ...routeOf(api.getWallet), handler: 'http/get-wallet', auth: 'premium' },
  { ...routeOf(api.requestPayout), handler: 'http/request-payout', auth: 'premium' },
  { ...routeOf(api.financeListPayouts), handler: 'http/finance-list-payouts', auth: 'group', group: 'finance' },
  { ...routeOf(api.financeReviewPayout), handler: 'http/finance-review-payout', auth: 'group', group: 'finance' },
  // referral: the code (premium page /quiz/refer-and-earn); the claim by a new account, not yet subscribed
  { ...routeOf(api.getReferral), handler: 'http/get-referral', auth: 'premium' },
  // Throttled: codes are unguessable within these rates (29⁸ codes; see shared/src/referrals/codes.ts).
  { ...routeOf(api.claimReferral), handler: 'http/claim-referral', auth: 'user', throttle: { rate: 5, burst: 20 } },
  // proctored exams (docs/exams.md): examinator routes (admins hold the examinator's rights), then the learner's
  { ...routeOf(api.examinatorCreateExam), handler: 'http/examinator-create-exam', auth: 'group', group: 'examinator' },
  { ...routeOf(api.examinatorListExams), handler: 'http/examinator-list-exams', auth: 'group', group: 'examinator' },
  { ...routeOf(api.examinatorGetExamAttempts), handler: 'http/examinator-get-exam-attempts', auth: 'group', group: 'examinator' },
  { ...routeOf(api.getExams), handler: 'http/get-exams', auth: 'premium' },
  // Throttled besides the per-profile key tries (5 wrong keys per 15 minutes): keys cannot be guessed at speed.
  { ...routeOf(api.startExam), handler: 'http/start-exam', auth: 'premium', throttle: { rate: 5, burst: 20 } },
  { ...routeOf(api.getExamAttempt), handler: 'http/get-exam-attempt', auth: 'premium' },
  { ...routeOf(api.answerExamQuestion), handler: 'http/answer-exam-question', auth: 'premium' },
  { ...routeOf(api.submitExam), handler: 'http/submit-exam', auth: 'premium' },
  { ...routeOf(api.reportExamViolation), handler: 'http/report-exam-violation', auth: 'premium' },
  // admin console (docs/admin.md): accounts (Cognito ListUsers), dead letters (each rule's SQS dead-letter queue)
  { ...routeOf(api.adminListAccounts), handler: 'http/admin-list-accounts', auth: 'group', group: 'admin', uses: ['cognitoAdmin'] },
  { ...routeOf(api.adminListDeadLetters), handler: 'http/admin-list-dead-letters', auth: 'group', group: 'admin', uses: ['deadLetters'] },
  { ...routeOf(api.adminRedriveDeadLetter), handler: 'http/admin-redrive-dead-letter', auth: 'group', group: 'admin', uses: ['deadLetters'] },
  // contests (docs/contests.md): lists, entry and leaderboard per active profile; the game is start_quiz's `contest` mode
  { ...routeOf(api.listContests), handler: 'http/list-contests', auth: 'premium' },
  { ...routeOf(api.joinContest), handler: 'http/join-contest', auth: 'premium' },
  { ...routeOf(api.getContestLeaderboard), handler: 'http/get-contest-leaderboard', auth: 'premium' },
  { ...routeOf(api.adminListContests), handler: 'http/admin-list-contests', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminSaveContest), handler: 'http/admin-save-contest', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminListContestEntries), handler: 'http/admin-list-contest-entries', auth: 'group', group: 'admin' },
  // battle statistics (docs/battles.md): wins, losses, draws, history, record per opponent
  { ...routeOf(api.getBattleStatistics), handler: 'http/get-battle-statistics', auth: 'premium' },
  // admin console: business metrics (/admin/metrics), read from CloudWatch GetMetricData
  { ...routeOf(api.adminGetMetrics), handler: 'http/admin-get-metrics', auth: 'group', group: 'admin', uses: ['metrics'] },
  // admin console: the spelling word bank (/admin/words, docs/admin.md); admins' edits survive a re-seed
  { ...routeOf(api.adminListSpellingWords), handler: 'http/admin-list-spelling-words', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminAddSpellingWord), handler: 'http/admin-add-spelling-word', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminUpdateSpellingWord), handler: 'http/admin-update-spelling-word', auth: 'group', group: 'admin' },
  // admin console: the dictation passages (/admin/dictations, docs/admin.md); admins' edits survive a re-seed
  { ...routeOf(api.adminListDictationPassages), handler: 'http/admin-list-dictation-passages', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminAddDictationPassage), handler: 'http/admin-add-dictation-passage', auth: 'group', group: 'admin' },
  { ...routeOf(api.adminUpdateDictationPassage), handler: 'http/admin-update-dictation-passage', auth: 'group', group: 'admin' },
  // handwritten letters given with the account holder's consent (docs/handwriting.md, « Real samples »)
  { ...routeOf(api.getHandwritingConsent), handler: 'http/get-handwriting-consent', auth: 'user' },
  { ...routeOf(api.setHandwritingConsent), handler: 'http/set-handwriting-consent', auth: 'user' },
  { ...routeOf(api.contributeHandwriting), handler: 'http/contribute-handwriting', auth: 'premium', throttle: { rate: 5, burst: 20 } },
  { ...routeOf(api.adminExportHandwritingSamples), handler: 'http/admin-export-handwriting-samples', auth: 'group', group: 'admin' },
  // Anything else under /api/ gets a clear catalogue message instead of API Gateway's bare "Not Found".
  { method: 'ANY', path: '/api/{proxy+}', handler: 'http/not-found', auth: 'none' },
];

/** `$connect` is guarded by this REQUEST authorizer, which reads the Cognito token from the `token` query parameter. */
export const webSocketAuthorizer = { handler: 'ws/authorize', identitySource: 'token' } as const;

const declaredWebSocketRoutes: readonly WebSocketRoute[] = [
  { route: '$connect', handler: 'ws/connect' },
  { route: '$disconnect', handler: 'ws/disconnect' },
  { route: '$default', handler: 'ws/default' },
  { route: 'ping', handler: 'ws/ping', frame: frames.pingFrame },
  // realtime battles (docs/battles.md): rooms, moves and the deadline nudge, each frame parsed by its handler
  { route: 'battle_create', handler: 'ws/battle-create', frame: frames.createBattleFrame },
  { route: 'battle_join', handler: 'ws/battle-join', frame: frames.joinBattleFrame },
  { route: 'battle_start', handler: 'ws/battle-start', frame: frames.startBattleFrame },
  { route: 'battle_leave', handler: 'ws/battle-leave', frame: frames.leaveBattleFrame },
  { route: 'battle_answer', handler: 'ws/battle-answer', frame: frames.answerBattleFrame },
  { route: 'battle_nudge', handler: 'ws/battle-nudge', frame: frames.nudgeBattleFrame },
  // group battles (docs/battles.md, « Group battles »): 2–4 seats, a ready flag per guest
  { route: 'group_create', handler: 'ws/group-create', frame: frames.createGroupFrame },
  { route: 'battle_ready', handler: 'ws/battle-ready', frame: frames.readyBattleFrame },
  // Q&A on the learning bank (docs/qanda.md): solo, multiplayer and team rounds on the same room engine
  { route: 'qanda_create', handler: 'ws/qanda-create', frame: frames.createQandaFrame },
  { route: 'qanda_propose', handler: 'ws/qanda-propose', frame: frames.proposeQandaFrame },
  { route: 'qanda_say', handler: 'ws/qanda-say', frame: frames.sayQandaFrame },
  // random matchmaking: each waiting client's 2 s seek renews its ticket and runs one matching pass of its pool
  { route: 'battle_seek', handler: 'ws/battle-seek', frame: frames.seekBattleFrame },
  { route: 'battle_seek_cancel', handler: 'ws/battle-seek-cancel', frame: frames.cancelSeekFrame },
  // disconnects and resume: a new connection takes its seat back by token; a page going away keeps its seat 10 s
  { route: 'battle_resume', handler: 'ws/battle-resume', frame: frames.resumeBattleFrame },
  { route: 'battle_goodbye', handler: 'ws/battle-goodbye', frame: frames.goodbyeBattleFrame },
];

/**
 * Every route's throttle, from the capacity model (`capacity-model.ts`, docs/capacity.md). A route declaring its own
 * (an abuse limit: contact, referral claims, exam keys, handwriting) keeps it. HTTP routes are sized by their load
 * class (`httpLoad`, else by their access level: staff consoles, game moves, page reads); WebSocket routes by their
 * frames per battle at the target's 50,000 battles.
 */
const httpLoad: Readonly<Record<string, LoadClass>> = {
  // read by every first page and every signed-in page
  'http/get-settings': 'shell', 'http/get-system-configurations': 'shell', 'http/get-me': 'shell',
  // the moves of the solo games (quiz moves are `auth: 'player'`, hence `move` already)
  'http/review-flashcard': 'move', 'http/get-due-flashcards': 'move', 'http/answer-spelling': 'move', 'http/check-crossword': 'move',
  'http/save-crossword': 'move', 'http/answer-exam-question': 'move', 'http/submit-dictation': 'move',
  // occasional writes
  'http/delete-account': 'action', 'http/delete-profile': 'action', 'http/create-checkout-session': 'action', 'http/cancel-subscription': 'action',
  'http/request-payout': 'action', 'http/report-question': 'action', 'http/update-dictation-settings': 'action', 'http/update-flashcard-settings': 'action',
};
const loadOf = (route: HttpRoute): LoadClass => httpLoad[route.handler] ?? (route.auth === 'group' ? 'staff' : route.auth === 'player' ? 'move' : 'page');
const abuseLimited = new Set(declaredHttpRoutes.filter((route) => route.throttle).map((route) => routeKey(route)));
/** A route's load class in the capacity model, or `abuse-limit` when the route declares its own (lower) throttle. */
export const httpLoadOf = (route: HttpRoute): LoadClass | 'abuse-limit' => (abuseLimited.has(routeKey(route)) ? 'abuse-limit' : loadOf(route));

export const httpRoutes: readonly (HttpRoute & { throttle: Throttle })[] = declaredHttpRoutes.map((route) => ({ ...route, throttle: route.throttle ?? httpThrottle(loadOf(route)) }));
export const webSocketRoutes: readonly (WebSocketRoute & { throttle: Throttle })[] = declaredWebSocketRoutes.map((route) => ({ ...route, throttle: route.throttle ?? webSocketThrottle(route.route) }));

/**
 * The WebSocket routes whose moves can show a question (a start, a match, a reveal followed by the next question):
 * each arms that question's server-side deadline (docs/battles.md, « How a deadline fires when nobody answers »).
 * Kept beside the list rather than in it, so branches adding routes to the list do not touch the same lines.
 */
const showsQuestions = new Set(['battle_create', 'battle_start', 'battle_leave', 'battle_answer', 'battle_nudge', 'qanda_create', 'qanda_propose', 'battle_seek']);
/**
 * The routes that can mark a seat away — `$disconnect`, a goodbye, and any battle move whose push finds a connection
 * gone — each arm that seat's expiry timer (docs/battles.md, « Disconnects and resume »): every battle route.
 */
const marksSeatsAway = (route: string) => route === '$disconnect' || /^(battle|group|qanda)_/.test(route);
export const webSocketRouteCapabilities = (route: string): readonly Capability[] => (showsQuestions.has(route) || marksSeatsAway(route) ? ['timers'] : []);

/** WebSocket messages are routed by their `action` field, as API Gateway's route selection expression says. */
export const webSocketRouteSelectionExpression = '$request.body.action';

export const eventRules: readonly EventRule[] = [
  { name: 'settings-audit', pattern: eventCatalog.settingsUpdated.pattern, consumer: 'events/record-settings-audit' },
  { name: 'welcome-coins', pattern: eventCatalog.profileCreated.pattern, consumer: 'events/credit-welcome-coins' },
  { name: 'quiz-coins', pattern: eventCatalog.quizCompleted.pattern, consumer: 'events/credit-quiz-coins' },
  { name: 'quiz-progress', pattern: eventCatalog.quizCompleted.pattern, consumer: 'events/record-stats-and-badges' },
  { name: 'quiz-leaderboards', pattern: eventCatalog.quizCompleted.pattern, consumer: 'events/record-leaderboard-points' },
  // « Mes erreurs »: each quiz question missed becomes a card, once (conditional put on `quiz-<question id>`).
  { name: 'quiz-mistake-flashcards', pattern: eventCatalog.quizCompleted.pattern, consumer: 'events/add-quiz-mistake-flashcards' },
  { name: 'dictation-coins', pattern: eventCatalog.dictationCompleted.pattern, consumer: 'events/credit-dictation-coins' },
  { name: 'subscription-state', pattern: eventCatalog.stripeEventReceived.pattern, consumer: 'events/apply-stripe-event' },
  // Erasure walks the ownership registry (src/data/ownership.ts): boards, games, statistics, wallet, bookmarks…
  // It also takes the profile out of battles in play, which may show the next question (and set its timer).
  { name: 'profile-erasure', pattern: eventCatalog.profileDeleted.pattern, consumer: 'events/erase-profile-data', uses: ['timers'] },
  { name: 'crossword-coins', pattern: eventCatalog.crosswordCompleted.pattern, consumer: 'events/credit-crossword-coins' },
  // « Mes erreurs »: one flashcard per mistaken word, created once (conditional put on the normalized word).
  { name: 'mistake-flashcards', pattern: eventCatalog.dictationCompleted.pattern, consumer: 'events/add-mistake-flashcards' },
  // Per-profile FSRS parameters, fitted by fsrs-rs once a profile has 400 reviews, then every 400 more.
  { name: 'flashcard-parameters', pattern: eventCatalog.flashcardReviewed.pattern, consumer: 'events/optimize-flashcard-parameters' },
  // spelling.completed: coins once per session (ledger key), « Mes erreurs » cards once per word (as above).
  { name: 'spelling-coins', pattern: eventCatalog.spellingCompleted.pattern, consumer: 'events/credit-spelling-coins' },
  { name: 'spelling-mistake-flashcards', pattern: eventCatalog.spellingCompleted.pattern, consumer: 'events/add-spelling-mistake-flashcards' },
  // Every step of a payout request, in the family's notifications (once per step).
  {
    name: 'payout-notifications',
    pattern: { source: [eventCatalog.payoutRequested.source], 'detail-type': [eventCatalog.payoutRequested, eventCatalog.payoutApproved, eventCatalog.payoutPaid, eventCatalog.payoutRejected].map((event) => event.detailType) },
    consumer: 'events/notify-payout',
  },
  // referrals pay once the referred account has paid for a period (docs/economy.md): at the claim if it already
  // pays, or when its subscription becomes active
  { name: 'referral-coins', pattern: eventCatalog.referralClaimed.pattern, consumer: 'events/credit-referral-coins' },
  { name: 'referral-coins-on-payment', pattern: eventCatalog.subscriptionChanged.pattern, consumer: 'events/pay-referral-coins' },
  // battles: the pot paid out once per payout key (bot games pay nothing)
  { name: 'battle-coins', pattern: eventCatalog.battleFinished.pattern, consumer: 'events/settle-battle-coins' },
  { name: 'battle-stats', pattern: eventCatalog.battleFinished.pattern, consumer: 'events/record-battle-stats' },
  { name: 'battle-leaderboards', pattern: eventCatalog.battleFinished.pattern, consumer: 'events/record-battle-leaderboard-points' },
  // spelling.completed: the profile's statistics, once per session (a marker in the same transaction)
  { name: 'spelling-statistics', pattern: eventCatalog.spellingCompleted.pattern, consumer: 'events/count-spelling-statistics' },
  // « An examinator is informed of rule violations »: the examinators' feed, once per violation id.
  { name: 'exam-violation-alerts', pattern: eventCatalog.examViolationReported.pattern, consumer: 'events/record-exam-violation-alert' },
  // admin console: each account deactivation or reactivation in the audit trail, once per event
  { name: 'account-status-audit', pattern: eventCatalog.accountStatusChanged.pattern, consumer: 'events/record-account-status-audit' },
  // contests: the settlement pays the prizes itself; this tells the winners and unlocks « most wanted winner », once
  { name: 'contest-winners', pattern: eventCatalog.contestSettled.pattern, consumer: 'events/reward-contest-winners' },
];

export const schedules: readonly Schedule[] = [
  { name: 'heartbeat', expression: 'rate(1 minute)', handler: 'schedules/heartbeat' },
  // The age of the oldest pending payout request, as a metric the ops alarm watches (> 72 h).
  { name: 'oldest-pending-payout', expression: 'rate(15 minutes)', handler: 'schedules/measure-oldest-pending-payout' },
  // Contests whose end has passed (30 s of grace for the last games to record): open → settling → settled, prizes paid once.
  { name: 'settle-contests', expression: 'rate(1 minute)', handler: 'schedules/settle-contests' },
  // Random-battle tickets whose `$disconnect` was lost (not renewed for > 6 s): closed, their entry refunded once.
  { name: 'sweep-matchmaking-tickets', expression: 'rate(1 minute)', handler: 'schedules/sweep-matchmaking-tickets' },
];

/** The one-time timers handlers set (see {@link Timer}). */
export const timers: readonly Timer[] = [
  // A battle question's server-side deadline: reveals it at deadline + 1 s if nobody's nudge did (and shows the next).
  { name: 'battle-deadline', handler: 'schedules/battle-deadline', uses: ['timers'] },
  // An away seat's expiry: gives it up if nobody took it back (a lobby nobody touches too); may end or advance the battle.
  { name: 'battle-seat-expiry', handler: 'schedules/battle-seat-expiry', uses: ['timers'] },
];
/**
 * The EventBridge Scheduler group every timer's schedule is created in. Names here are the local cloud's; on AWS every
 * fixed name starts with `plume-<stage>` instead of `plume` (the `prefix` arguments; `NAME_PREFIX` for handlers).
 */
export const timerGroupName = 'plume-timers';
/** The Lambda function a timer's schedules invoke. */
export const timerFunctionName = (timer: string, prefix = 'plume') => `${prefix}-timer-${timer}`;

/** The single DynamoDB table. Entities own their keys in `src/data/`; expired items (TTL) are filtered on read. */
export const table = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

/**
 * Every handler answers within 10 s on AWS, but for these, which do long batch work (the content pack: 1,500
 * questions) or may render a dictation's speech on first use (kept under API Gateway's 30 s integration limit).
 */
const longRunning: Readonly<Record<string, number>> = {
  'deploy/seed': 300, 'http/start-dictation': 29, 'http/start-personal-dictation': 29, 'events/optimize-flashcard-parameters': 120, 'http/start-spelling': 29, 'http/get-due-flashcards': 29,
};
const DEFAULT_TIMEOUT_SECONDS = 10;

/** The Lambda timeout of a handler, read by CDK and by the local cloud's Lambda host alike. */
export function timeoutSecondsOf(handler: string): number {
  return longRunning[handler] ?? DEFAULT_TIMEOUT_SECONDS;
}

/**
 * Handlers whose concurrency is reserved, which also caps them (`reservedConcurrency` of the capacity model): the
 * staff consoles, speech rendering (up to 29 s an invocation) and the parameter fit (minutes), so none of them can
 * take the account concurrency the battles and games run on. Every other handler shares the unreserved pool.
 */
const speechRendering = new Set(['http/start-dictation', 'http/start-personal-dictation', 'http/start-spelling']);
export function reservedConcurrencyOf(handler: string): number | undefined {
  if (handler === 'events/optimize-flashcard-parameters') return reservedConcurrency.batch;
  if (speechRendering.has(handler)) return reservedConcurrency.speech;
  const routes = declaredHttpRoutes.filter((route) => route.handler === handler);
  return routes.length && routes.every((route) => route.auth === 'group') ? reservedConcurrency.staff : undefined;
}

/**
 * Packages a handler loads as Node-API binaries, which no bundle can hold: CDK ships them beside the bundle (the
 * x86_64 Linux build, fetched with `npm pack` where npm did not install it: infra/src/native-packages.ts) and runs that
 * function on x86_64. Locally, Node loads them from node_modules.
 */
const nativePackages: Readonly<Record<string, readonly string[]>> = {
  'events/optimize-flashcard-parameters': ['@open-spaced-repetition/binding', '@open-spaced-repetition/binding-linux-x64-gnu'],
};

export function nativePackagesOf(handler: string): readonly string[] {
  return nativePackages[handler] ?? [];
}

/** The route key API Gateway puts in `requestContext.routeKey`, e.g. `POST /api/get_settings`. */
export function routeKey(route: Pick<HttpRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function findHttpRoute(key: string): HttpRoute | undefined {
  return httpRoutes.find((route) => routeKey(route) === key);
}

/** The `Cache-Control` of a route the edge caches (see {@link EdgeCache}). */
export function edgeCacheControl({ sMaxAge, staleWhileRevalidate }: EdgeCache): string {
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** The capabilities each handler needs, from every manifest entry that names it. */
export function capabilitiesOf(handler: string): Capability[] {
  return [...new Set([
    ...httpRoutes.filter((route) => route.handler === handler).flatMap((route) => route.uses ?? []),
    ...webSocketRoutes.filter((route) => route.handler === handler).flatMap((route) => webSocketRouteCapabilities(route.route)),
    ...timers.filter((timer) => timer.handler === handler).flatMap((timer) => timer.uses ?? []),
    ...eventRules.filter((rule) => rule.consumer === handler).flatMap((rule) => rule.uses ?? []),
  ])];
}

/**
 * What a handler may do on the table (infra grants it; the local cloud ignores it). `write` unless listed: only
 * handlers read to make no write, in themselves and in the use cases they call (GetItem and Query only), are `read`;
 * a handler that never touches the table is `none`. A wrong `read` fails on AWS only (AccessDenied), so add a handler
 * here after reading its whole call path.
 */
export type TableAccess = 'read' | 'write' | 'none';
const tableAccessByHandler: Readonly<Record<string, TableAccess>> = {
  'http/not-found': 'none',
  'http/health': 'read',
  'http/get-settings': 'read',
  'http/get-system-configurations': 'read',
  'http/get-quiz-categories': 'read',
  'http/get-bookmarks': 'read',
  'http/get-badges': 'read',
  'http/get-coin-history': 'read',
  'http/get-notifications': 'read',
};

export function tableAccessOf(handler: string): TableAccess {
  return tableAccessByHandler[handler] ?? 'write';
}

/** Every handler id in the manifest, for bundling and for the local loader. */
export function allHandlers(): string[] {
  return [
    ...httpRoutes.map((r) => r.handler),
    webSocketAuthorizer.handler,
    ...webSocketRoutes.map((r) => r.handler),
    ...eventRules.map((r) => r.consumer),
    ...schedules.map((s) => s.handler),
    ...timers.map((t) => t.handler),
  ];
}
