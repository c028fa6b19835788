import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { formatMessage, issueMessage, isMessageKey, MAX_BODY_BYTES, Refusal, languageFromHeader, message, type ApiEnvelope, type Endpoint, type Language, type MessageKey, type RefusalKind } from '@plume/shared';
import { holdsGroup } from '@plume/shared/route-access';
import { logger } from '#clients/logger';
import { flushMetrics } from '#clients/metrics';
import { edgeCacheControl, findHttpRoute, type HttpRoute } from '../routes.ts';
import { identityFromClaims, type Identity } from './auth.ts';
import { getAccountAccess } from '#account/data/accounts';
import { UNLOCK_HEADER, unlockTokens } from './profile-unlock.ts';
import { recentAccountAccess } from './account-access.ts';
import { cameThroughEdge } from './origin.ts';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = { statusCode: number; headers: Record<string, string>; body: string };

/** The HTTP status of each kind of refusal. */
export const refusalStatus: Record<RefusalKind, number> = {
  invalid: 400, unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409, too_large: 413, locked: 423, rate_limited: 429, upstream: 502, unavailable: 503,
};

export function respond<T>(statusCode: number, key: MessageKey, language: Language, data?: T): HttpResult {
  // A refusal's data fills the message's {placeholders} ('Minimum Redeemable amount is {minimum} coins').
  const text = data && typeof data === 'object' ? formatMessage(key, language, data as Record<string, string | number>) : message(key, language);
  const body: ApiEnvelope<T> = { error: statusCode >= 400, message: text, code: key, ...(data === undefined ? {} : { data }) };
  return { statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

/**
 * What a handler is given. `identity`: the signed-in caller, present on every auth level but `none` (the runtime
 * refuses the request before the handler otherwise); a public endpoint's handler is given none.
 */
type Request<Contract extends Endpoint> = {
  body: z.infer<Contract['request']>;
  language: Language;
  event: HttpEvent;
} & CallerOf<Contract>;
type CallerOf<Contract extends Endpoint> = [Contract['auth']] extends ['none'] ? { identity?: undefined } : 'none' extends Contract['auth'] ? { identity?: Identity } : { identity: Identity };

/**
 * A handler's answer. Its `data` is what the contract says the endpoint answers, and is required unless the contract
 * lets the answer be empty: a handler cannot forget it on one of its paths.
 */
type Success<T> = { status?: number; message?: MessageKey } & (undefined extends T ? { data?: T } : { data: T });

/**
 * Wraps an HTTP handler: only for requests that came through CloudFront (`throughEdgeOnly`), enforces the route's
 * auth level (its contract's), gives the handler the caller's identity on every level but `none`, parses and validates the JSON body with zod, and turns every failure into a
 * `{error: true, message}` response — never a stack trace, never an unhandled 500.
 */
export function httpHandler<Contract extends Endpoint>(
  endpoint: Contract,
  run: (request: Request<Contract>) => Promise<Success<z.input<Contract['response']>>>,
) {
  return throughEdgeOnly(async (event: HttpEvent): Promise<APIGatewayProxyResultV2> => {
    const language = languageFromHeader(event.headers?.['accept-language']);
    try {
      const identity = withProfileUnlocks(identityFromClaims(event.requestContext.authorizer?.jwt?.claims), event.headers?.[UNLOCK_HEADER]);
      const route = findHttpRoute(event.routeKey);
      await authorize(route, identity);
      // reportInput: the field messages tell a missing field from a wrong type.
      const body = endpoint.request.parse(parseBody(event), { reportInput: true }) as z.infer<Contract['request']>;
      const result = await run({ body, language, event, ...callerOf(endpoint, identity) } as Request<Contract>);
      const response = respond(result.status ?? 200, result.message ?? 'ok', language, result.data);
      // A route the edge caches says so on its successes only; the message follows Accept-Language, so it varies by it.
      if (route?.edgeCache) Object.assign(response.headers, { 'cache-control': edgeCacheControl(route.edgeCache), vary: 'accept-language' });
      return response;
    } catch (error) {
      return failureResponse(error, language);
    } finally {
      flushMetrics();
    }
  });
}

/**
 * Runs `handle` only for a request CloudFront sent, which alone adds the origin header with the secret's value
 * (`originVerify` in the route table): a call to the API's own execute-api address, which skips the site's web ACL,
 * gets 403 before any handler logic. Every HTTP handler is wrapped in it, through `httpHandler` or directly (Stripe's
 * webhook, which reads its raw body; the catch-all).
 */
export function throughEdgeOnly(handle: (event: HttpEvent) => Promise<APIGatewayProxyResultV2>) {
  return async (event: HttpEvent): Promise<APIGatewayProxyResultV2> => {
    const language = languageFromHeader(event.headers?.['accept-language']);
    let fromEdge: boolean;
    try {
      fromEdge = await cameThroughEdge(event.headers);
    } catch (error) {
      // The secret could not be read: our failure (logged, 500), not the caller's.
      return failureResponse(error, language);
    }
    return fromEdge ? handle(event) : respond(403, 'origin_not_verified', language);
  };
}

/**
 * The caller a handler is given, by its contract's auth level: none for a public endpoint; for any other, the identity
 * `authorize` required (the route's level is its contract's: `routeOf` in the route table). Refused here too should a
 * route and its handler's contract ever disagree, so a handler never sees an authenticated level without a caller.
 */
function callerOf(endpoint: Endpoint, identity: Identity | undefined): { identity?: Identity } {
  if (endpoint.auth === 'none') return {};
  if (!identity) throw new Refusal('unauthorized', 'unauthorized');
  return { identity };
}

function withProfileUnlocks(identity: Identity | undefined, header: string | undefined): Identity | undefined {
  const profileUnlocks = unlockTokens(header);
  return identity && profileUnlocks.length ? { ...identity, profileUnlocks } : identity;
}

function parseBody(event: HttpEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new Refusal('too_large', 'payload_too_large');
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal('invalid', 'invalid_json');
  }
}

/**
 * The manifest's auth level, then the account itself, for every authenticated level: a deleted account's tokens
 * (tombstone) and a deactivated account are refused everywhere but public routes. `player` moves read the account
 * status through a per-process cache of at most 60 s (`account-access.ts`).
 */
async function authorize(route: HttpRoute | undefined, identity: Identity | undefined): Promise<void> {
  if (!route) throw new Refusal('not_found', 'route_not_found');
  if (route.auth === 'none') return;
  if (!identity) throw new Refusal('unauthorized', 'unauthorized');
  if (route.auth === 'group' && !holdsGroup(identity.groups, route.group)) throw new Refusal('forbidden', 'forbidden');
  const access = route.auth === 'player' ? await recentAccountAccess(identity.sub) : await getAccountAccess(identity.sub);
  if (access.deleted) throw new Refusal('unauthorized', 'account_deleted');
  if (!access.active) throw new Refusal('forbidden', 'account_deactivated');
  if (route.auth === 'premium' && !access.premium) throw new Refusal('forbidden', 'subscription_required');
}

export function failureResponse(error: unknown, language: Language): HttpResult {
  if (error instanceof Refusal) return respond(refusalStatus[error.kind], error.key, language, error.data);
  if (error instanceof z.ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueMessage(issue, language) }));
    // A schema may name a catalogue key as an issue's message (e.g. a name with forbidden characters): that key
    // becomes the answer's code.
    const named = error.issues.map((issue) => issue.message).find(isMessageKey);
    return respond(400, named ?? 'invalid_request', language, { issues });
  }
  logger.error('unhandled error in HTTP handler', error as Error);
  return respond(500, 'internal_error', language);
}
