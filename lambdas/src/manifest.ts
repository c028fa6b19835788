/**
 * The words of the route manifest (`routes.ts`): routes, WebSocket routes, event rules, schedules, timers and what a
 * handler needs beyond the defaults. Each domain declares its own in `src/<domain>/routes.ts` with `domainRoutes`,
 * naming its handlers by file name (`handlers/<name>.ts`); `routes.ts` puts the domains together, where the handler
 * ids become `<domain>/<name>`.
 */
import type { Endpoint, EndpointAuth, EventPattern } from '@plume/shared';
import type { ZodType } from 'zod';
import type { LoadClass } from './capacity-model.ts';

/**
 * A route's auth level: its contract's (`auth` on each endpoint of shared/src/endpoints.ts, see `EndpointAuth`), so no
 * route spells it; only the routes without a contract (the Stripe webhook, the catch-all) state theirs here. Every
 * authenticated level refuses a deleted account (its tombstone) and a deactivated one. For `player`, account status
 * (deactivated, deleted) is read through a per-process cache of at most 60 s (`runtime/account-access.ts`), so a move
 * stays at two table requests (read the game, save the move) most of the time, and a deactivated or deleted account
 * loses its games within a minute.
 */
export type HttpAuth = EndpointAuth;
/**
 * Outside services a handler calls beyond the table, the bus and @connections (which every handler may use):
 * infra gives only those handlers the matching environment and permissions. `speech`: renders clips with Polly and
 * stores them in the speech bucket (`speechClips` in `src/speech/speech-clips.ts`); the local cloud gives every
 * handler its environment, so it ignores capabilities. `deadLetters`: reads and redrives the rules' dead-letter
 * queues (`deadLetterQueueName`). `metrics`: reads the business figures from CloudWatch (GetMetricData). `timers`:
 * creates one-time EventBridge Scheduler schedules whose targets are the manifest's `timers` (`setTimer` in
 * `src/clients/timers.ts`). `originVerify`: reads the secret CloudFront's origin header carries (`originVerify`
 * in routes.ts); every handler of an HTTP route has it, and the WebSocket authorizer, so no route declares it.
 */
export type Capability = 'cognitoAdmin' | 'stripe' | 'speech' | 'deadLetters' | 'metrics' | 'timers' | 'originVerify';
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
/**
 * `endpoint`: the contract the handler parses its body with, and the route's method, path and auth level; absent for
 * raw bodies (the Stripe webhook) and the catch-all, which state their own.
 */
export type HttpRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';
  path: `/api/${string}`;
  endpoint?: Endpoint;
  handler: string;
  uses?: readonly Capability[];
  throttle?: Throttle;
  edgeCache?: EdgeCache;
  /**
   * The route's load class in the capacity model, when its auth level does not say it (`staff` for `group`, `move` for
   * `player`, `page` otherwise): `shell` for what every page reads, `move` for a solo game's moves, `action` for an
   * occasional write. Its throttle comes from it unless it declares one (an abuse limit).
   */
  load?: LoadClass;
} & HttpAuth;

/** A contract's route: its method, path and auth level (`group` too for staff routes), which a route does not repeat. */
export const routeOf = (endpoint: Endpoint): Pick<HttpRoute, 'method' | 'path' | 'endpoint'> & HttpAuth => ({
  method: endpoint.method,
  path: endpoint.path,
  endpoint,
  ...(endpoint.auth === 'group' ? { auth: endpoint.auth, group: endpoint.group } : { auth: endpoint.auth }),
});
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

/**
 * What a handler may do on the table (infra grants it; the local cloud ignores it): `write` by default. Only handlers
 * read to make no write, in themselves and in the use cases they call (GetItem and Query only), are `read`; a handler
 * that never touches the table is `none`. A wrong `read` fails on AWS only (AccessDenied), so declare one after
 * reading the handler's whole call path.
 */
export type TableAccess = 'read' | 'write' | 'none';

/** What a handler needs beyond the defaults (10 s, the shared concurrency pool, table writes, one bundle). */
export interface HandlerSettings {
  /** Its Lambda timeout, when 10 s is not enough (read by CDK and by the local Lambda host alike). */
  timeoutSeconds?: number;
  /** A reserved (and capped) concurrency of the capacity model's, so it cannot take the battles' and games' pool. */
  reservedConcurrency?: 'speech' | 'batch';
  /**
   * Packages shipped beside the bundle rather than in it: `native` ones load Node-API binaries, which no bundle can
   * hold (CDK ships the x86_64 Linux build, fetched with `npm pack` where npm did not install it:
   * infra/src/native-packages.ts, and runs that function on x86_64; locally Node loads them from node_modules);
   * `data` ones are read as files, on any architecture.
   */
  packagesBeside?: { native?: readonly string[]; data?: readonly string[] };
  table?: TableAccess;
}

/** A domain's part of the manifest, its handlers named by file name (`handlers/<name>.ts` of its folder). */
export interface DomainRoutes {
  http?: readonly HttpRoute[];
  webSocket?: readonly WebSocketRoute[];
  events?: readonly EventRule[];
  schedules?: readonly Schedule[];
  timers?: readonly Timer[];
  /** Settings by handler name, for the handlers that need more than the defaults. */
  handlers?: Readonly<Record<string, HandlerSettings>>;
}

/** The same part with handler ids in full (`<domain>/<name>`), as `routes.ts` lists them. */
export type Domain = { readonly name: string } & { readonly [K in keyof DomainRoutes]-?: NonNullable<DomainRoutes[K]> };

/** A domain's routes, its handler names made ids (`<domain>/<name>`). */
export function domainRoutes(name: string, routes: DomainRoutes): Domain {
  const id = (handler: string) => {
    if (handler.includes('/')) throw new Error(`${name}: name the handler by its file name, not ${handler}`);
    return `${name}/${handler}`;
  };
  return {
    name,
    http: (routes.http ?? []).map((route) => ({ ...route, handler: id(route.handler) })),
    webSocket: (routes.webSocket ?? []).map((route) => ({ ...route, handler: id(route.handler) })),
    events: (routes.events ?? []).map((rule) => ({ ...rule, consumer: id(rule.consumer) })),
    schedules: (routes.schedules ?? []).map((schedule) => ({ ...schedule, handler: id(schedule.handler) })),
    timers: (routes.timers ?? []).map((timer) => ({ ...timer, handler: id(timer.handler) })),
    handlers: Object.fromEntries(Object.entries(routes.handlers ?? {}).map(([handler, settings]) => [id(handler), settings])),
  };
}
