import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** API Gateway's `requestContext.time` format: `12/Mar/2020:19:03:58 +0000`. */
export function apiGatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** Headers as API Gateway passes them: lower-case names, repeated values joined by commas, cookies apart. */
export function flattenHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

export function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const key of new Set(search.keys())) result[key] = search.getAll(key).join(',');
  return Object.keys(result).length ? result : undefined;
}

export function sourceIp(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

export interface HttpEventInput {
  request: IncomingMessage;
  url: URL;
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
  body: Buffer;
  claims: Record<string, string> | undefined;
  /** Headers the edge adds on its way to the API (CloudFront's origin custom headers), over the viewer's. */
  originHeaders?: Record<string, string> | undefined;
  apiId: string;
  accountId: string;
}

/** An API Gateway HTTP API payload format 2.0 event, shaped as AWS documents it. */
export function buildHttpEvent({ request, url, routeKey, pathParameters, body, claims, originHeaders, apiId, accountId }: HttpEventInput) {
  const now = new Date();
  const headers = { ...flattenHeaders(request), ...originHeaders };
  const cookieHeader = request.headers.cookie;
  const isText = body.length === 0 || /json|text|xml|x-www-form-urlencoded/i.test(headers['content-type'] ?? 'application/json');
  const host = headers.host ?? 'localhost';
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookieHeader ? { cookies: cookieHeader.split(/;\s*/) } : {}),
    headers,
    ...(queryParameters(url.searchParams) ? { queryStringParameters: queryParameters(url.searchParams) } : {}),
    ...(pathParameters ? { pathParameters } : {}),
    requestContext: {
      accountId,
      apiId,
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      domainName: host,
      domainPrefix: host.split('.')[0]!.split(':')[0],
      http: { method: request.method ?? 'GET', path: url.pathname, protocol: `HTTP/${request.httpVersion}`, sourceIp: sourceIp(request), userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}
