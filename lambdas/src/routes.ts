/**
 * The one manifest of Plume's backend: every HTTP route, WebSocket route, event rule, schedule and the table.
 * CDK builds API Gateway routes, Lambda functions, rules and the table from it; the local cloud builds its router
 * from it. Nothing else declares a route. A handler id names `src/handlers/<id>.ts`, which exports `handler`.
 */
import type { EventPattern } from '@plume/shared';
import { eventCatalog } from '@plume/events';

export type Group = 'admin' | 'finance';
/**
 * `player`: a signed-in caller moving in a game of their own. Premium and account status were checked when the game
 * started; the handler checks the game is the caller's. This keeps a move at two table requests (read the game,
 * save the move) instead of three.
 */
export type HttpAuth = { auth: 'none' } | { auth: 'user' } | { auth: 'premium' } | { auth: 'player' } | { auth: 'group'; group: Group };
/**
 * Outside services a handler calls beyond the table, the bus and @connections (which every handler may use):
 * infra gives only those handlers the matching environment and permissions.
 */
export type Capability = 'cognitoAdmin' | 'stripe';
/**
 * A route's own request rate: API Gateway throttles the route at it (a stage route setting, steady `rate` requests per
 * second with bursts of `burst`), and the local gateway applies the same numbers per client IP.
 */
export interface Throttle { rate: number; burst: number }
/**
 * A public GET answer the edge may keep: CloudFront caches it `sMaxAge` seconds and may serve it
 * `staleWhileRevalidate` seconds more while it refreshes; browsers revalidate (they keep their own copy).
 */
export interface EdgeCache { sMaxAge: number; staleWhileRevalidate: number }
export type HttpRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';
  path: `/api/${string}`;
  handler: string;
  uses?: readonly Capability[];
  throttle?: Throttle;
  edgeCache?: EdgeCache;
} & HttpAuth;
export interface WebSocketRoute { route: string; handler: string }
export interface EventRule { name: string; pattern: EventPattern; consumer: string }
export interface Schedule { name: string; expression: `rate(${string})` | `cron(${string})`; handler: string }

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/api/health', handler: 'http/health', auth: 'none' },
  { method: 'POST', path: '/api/get_settings', handler: 'http/get-settings', auth: 'none' },
  { method: 'POST', path: '/api/get_system_configurations', handler: 'http/get-system-configurations', auth: 'none' },
  // The same answer for every visitor, read by every first page: a GET the edge caches (the POST stays, uncached).
  { method: 'GET', path: '/api/get_system_configurations', handler: 'http/get-system-configurations', auth: 'none', edgeCache: { sMaxAge: 60, staleWhileRevalidate: 60 } },
  // Public and unauthenticated: a steady second per message is plenty for people, and a ceiling for scripts.
  { method: 'POST', path: '/api/contact', handler: 'http/submit-contact', auth: 'none', throttle: { rate: 1, burst: 5 } },
  { method: 'GET', path: '/api/me', handler: 'http/get-me', auth: 'user' },
  { method: 'POST', path: '/api/get_user', handler: 'http/get-user', auth: 'user' },
  { method: 'POST', path: '/api/update_user', handler: 'http/update-user', auth: 'user' },
  { method: 'POST', path: '/api/clear_new_user', handler: 'http/clear-new-user', auth: 'user' },
  { method: 'POST', path: '/api/delete_account', handler: 'http/delete-account', auth: 'user', uses: ['cognitoAdmin'] },
  { method: 'POST', path: '/api/create_profile', handler: 'http/create-profile', auth: 'user' },
  { method: 'POST', path: '/api/update_profile', handler: 'http/update-profile', auth: 'user' },
  { method: 'POST', path: '/api/delete_profile', handler: 'http/delete-profile', auth: 'user' },
  { method: 'POST', path: '/api/verify_profile_pin', handler: 'http/verify-profile-pin', auth: 'user' },
  { method: 'POST', path: '/api/checkSubscription', handler: 'http/check-subscription', auth: 'user' },
  // The catalogue's names and sizes are no secret (a free account sees what it would get; editors pick from it).
  { method: 'POST', path: '/api/get_quiz_categories', handler: 'http/get-quiz-categories', auth: 'user' },
  { method: 'POST', path: '/api/get_levels', handler: 'http/get-levels', auth: 'premium' },
  { method: 'POST', path: '/api/get_math_mania_levels', handler: 'http/get-math-mania-levels', auth: 'premium' },
  { method: 'POST', path: '/api/get_daily_quiz', handler: 'http/get-daily-quiz', auth: 'premium' },
  { method: 'POST', path: '/api/get_fun_and_learn', handler: 'http/get-fun-and-learn', auth: 'premium' },
  { method: 'POST', path: '/api/start_quiz', handler: 'http/start-quiz', auth: 'premium' },
  { method: 'POST', path: '/api/get_game', handler: 'http/get-game', auth: 'player' },
  { method: 'POST', path: '/api/next_question', handler: 'http/next-question', auth: 'player' },
  { method: 'POST', path: '/api/answer_quiz', handler: 'http/answer-quiz', auth: 'player' },
  { method: 'POST', path: '/api/use_lifeline', handler: 'http/use-lifeline', auth: 'player' },
  { method: 'POST', path: '/api/bookmark_question', handler: 'http/bookmark-question', auth: 'premium' },
  { method: 'POST', path: '/api/get_bookmarks', handler: 'http/get-bookmarks', auth: 'premium' },
  { method: 'POST', path: '/api/remove_bookmark', handler: 'http/remove-bookmark', auth: 'premium' },
  { method: 'POST', path: '/api/report_question', handler: 'http/report-question', auth: 'premium' },
  { method: 'POST', path: '/api/get_coin_history', handler: 'http/get-coin-history', auth: 'premium' },
  { method: 'POST', path: '/api/get_badges', handler: 'http/get-badges', auth: 'premium' },
  { method: 'POST', path: '/api/get_leaderboard', handler: 'http/get-leaderboard', auth: 'premium' },
  { method: 'POST', path: '/api/get_notifications', handler: 'http/get-notifications', auth: 'premium' },
  { method: 'POST', path: '/api/mark_notifications_read', handler: 'http/mark-notifications-read', auth: 'premium' },
  { method: 'POST', path: '/api/get_statistics', handler: 'http/get-statistics', auth: 'premium' },
  { method: 'POST', path: '/api/create_checkout_session', handler: 'http/create-checkout-session', auth: 'user', uses: ['stripe'] },
  { method: 'POST', path: '/api/cancel_subscription', handler: 'http/cancel-subscription', auth: 'user', uses: ['stripe'] },
  { method: 'POST', path: '/api/stripe/webhook', handler: 'http/stripe-webhook', auth: 'none', uses: ['stripe'] },
  { method: 'POST', path: '/api/admin/set_account_status', handler: 'http/admin-set-account-status', auth: 'group', group: 'admin', uses: ['cognitoAdmin'] },
  { method: 'POST', path: '/api/admin/update_system_configurations', handler: 'http/update-system-configurations', auth: 'group', group: 'admin' },
  { method: 'POST', path: '/api/admin/list_questions', handler: 'http/admin-list-questions', auth: 'group', group: 'admin' },
  { method: 'POST', path: '/api/admin/save_question', handler: 'http/admin-save-question', auth: 'group', group: 'admin' },
  { method: 'POST', path: '/api/admin/import_questions', handler: 'http/admin-import-questions', auth: 'group', group: 'admin' },
  { method: 'POST', path: '/api/admin/list_reports', handler: 'http/admin-list-reports', auth: 'group', group: 'admin' },
  // Anything else under /api/ gets a clear catalogue message instead of API Gateway's bare "Not Found".
  { method: 'ANY', path: '/api/{proxy+}', handler: 'http/not-found', auth: 'none' },
];

/** `$connect` is guarded by this REQUEST authorizer, which reads the Cognito token from the `token` query parameter. */
export const webSocketAuthorizer = { handler: 'ws/authorize', identitySource: 'token' } as const;

export const webSocketRoutes: readonly WebSocketRoute[] = [
  { route: '$connect', handler: 'ws/connect' },
  { route: '$disconnect', handler: 'ws/disconnect' },
  { route: '$default', handler: 'ws/default' },
  { route: 'ping', handler: 'ws/ping' },
];

/** WebSocket messages are routed by their `action` field, as API Gateway's route selection expression says. */
export const webSocketRouteSelectionExpression = '$request.body.action';

export const eventRules: readonly EventRule[] = [
  { name: 'settings-audit', pattern: eventCatalog.settingsUpdated.pattern, consumer: 'events/record-settings-audit' },
  { name: 'welcome-coins', pattern: eventCatalog.profileCreated.pattern, consumer: 'events/credit-welcome-coins' },
  { name: 'quiz-coins', pattern: eventCatalog.quizCompleted.pattern, consumer: 'events/credit-quiz-coins' },
  { name: 'quiz-progress', pattern: eventCatalog.quizCompleted.pattern, consumer: 'events/record-game-progress' },
  { name: 'quiz-leaderboards', pattern: eventCatalog.quizCompleted.pattern, consumer: 'events/record-leaderboard-points' },
  { name: 'subscription-state', pattern: eventCatalog.stripeEventReceived.pattern, consumer: 'events/apply-stripe-event' },
];

export const schedules: readonly Schedule[] = [
  { name: 'heartbeat', expression: 'rate(1 minute)', handler: 'schedules/heartbeat' },
];

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
  return [...new Set(httpRoutes.filter((route) => route.handler === handler).flatMap((route) => route.uses ?? []))];
}

/** Every handler id in the manifest, for bundling and for the local loader. */
export function allHandlers(): string[] {
  return [
    ...httpRoutes.map((r) => r.handler),
    webSocketAuthorizer.handler,
    ...webSocketRoutes.map((r) => r.handler),
    ...eventRules.map((r) => r.consumer),
    ...schedules.map((s) => s.handler),
  ];
}
