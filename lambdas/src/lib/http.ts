import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { MAX_BODY_BYTES, languageFromHeader, message, type ApiEnvelope, type Language, type MessageKey } from '@plume/shared';
import { logger } from '#clients/logger';
import { edgeCacheControl, findHttpRoute, type HttpRoute } from '../routes.ts';
import { identityFromClaims, type Identity } from './auth.ts';
import { getAccountAccess } from '../data/accounts.ts';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = { statusCode: number; headers: Record<string, string>; body: string };

/** A failure the caller can fix or must be told about: a status and a catalogue message. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, readonly key: MessageKey, readonly data?: unknown) {
    super(key);
  }
}

export function respond<T>(statusCode: number, key: MessageKey, language: Language, data?: T): HttpResult {
  const body: ApiEnvelope<T> = { error: statusCode >= 400, message: message(key, language), code: key, ...(data === undefined ? {} : { data }) };
  return { statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

interface Request<Body> {
  body: Body;
  identity: Identity | undefined;
  language: Language;
  event: HttpEvent;
}

interface Success<T> { status?: number; message?: MessageKey; data?: T }

/**
 * Wraps an HTTP handler: enforces the route table's auth level, parses and validates the JSON body with zod,
 * and turns every failure into a `{error: true, message}` response — never a stack trace, never an unhandled 500.
 */
export function httpHandler<Schema extends z.ZodType, T>(
  bodySchema: Schema,
  run: (request: Request<z.infer<Schema>>) => Promise<Success<T>>,
) {
  return async (event: HttpEvent): Promise<APIGatewayProxyResultV2> => {
    const language = languageFromHeader(event.headers?.['accept-language']);
    try {
      const identity = identityFromClaims(event.requestContext.authorizer?.jwt?.claims);
      const route = findHttpRoute(event.routeKey);
      await authorize(route, identity);
      const body = bodySchema.parse(parseBody(event));
      const result = await run({ body, identity, language, event });
      const response = respond(result.status ?? 200, result.message ?? 'ok', language, result.data);
      // A route the edge caches says so on its successes only; the message follows Accept-Language, so it varies by it.
      if (route?.edgeCache) Object.assign(response.headers, { 'cache-control': edgeCacheControl(route.edgeCache), vary: 'accept-language' });
      return response;
    } catch (error) {
      return failureResponse(error, language);
    }
  };
}

function parseBody(event: HttpEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new HttpError(413, 'payload_too_large');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json');
  }
}

/**
 * The manifest's auth level, then the account itself: a deactivated account is refused everywhere but public routes
 * (and moves in a game already started, see `player`).
 */
async function authorize(route: HttpRoute | undefined, identity: Identity | undefined): Promise<void> {
  if (!route) throw new HttpError(404, 'route_not_found');
  if (route.auth === 'none') return;
  if (!identity) throw new HttpError(401, 'unauthorized');
  if (route.auth === 'player') return;
  if (route.auth === 'group' && !identity.groups.includes(route.group)) throw new HttpError(403, 'forbidden');
  const access = await getAccountAccess(identity.sub);
  if (!access.active) throw new HttpError(403, 'account_deactivated');
  if (route.auth === 'premium' && !access.premium) throw new HttpError(403, 'subscription_required');
}

export function failureResponse(error: unknown, language: Language): HttpResult {
  if (error instanceof HttpError) return respond(error.statusCode, error.key, language, error.data);
  if (error instanceof z.ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return respond(400, 'invalid_request', language, { issues });
  }
  logger.error('unhandled error in HTTP handler', error as Error);
  return respond(500, 'internal_error', language);
}

/** Schema for routes that take no body: accepts `{}` or nothing, refuses anything else. */
export const emptyBody = z.object({}).strict();
