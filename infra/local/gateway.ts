import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_BODY_BYTES, message, type RuntimeConfig } from '@plume/shared';
import { httpRoutes, originVerify, routeKey, webSocketAuthorizer, webSocketPath, webSocketRoutes, type HttpRoute } from '@plume/lambdas/routes';
import { claimsAsApiGatewayStrings, type TokenVerifier } from '@plume/lambdas/runtime/auth';
import { contentSecurityPolicy } from '../src/content-security-policy.ts';
import { cookiesOf, rewriteSiteRequest } from '../src/site-rewrite.ts';
import { apiGatewayTime, buildHttpEvent, flattenHeaders, queryParameters, sourceIp } from './http-events.ts';
import { TokenBuckets } from './throttle.ts';
import { readBody } from './read-body.ts';
import type { LambdaHost } from './lambda-host.ts';
import type { Outbox } from './outbox.ts';
import type { DeadLetter } from './eventbridge.ts';
import { serveObject, type StoredObject } from './s3.ts';

/** API Gateway's limit for one WebSocket message; larger frames close the socket with 1009, as on AWS. */
const MAX_WEBSOCKET_MESSAGE_BYTES = 128 * 1024;
const API_ID = 'local';
const ACCOUNT_ID = '000000000000';

export interface GatewayOptions {
  lambdas: LambdaHost;
  verifier: TokenVerifier;
  runtimeConfig: (origin: string) => RuntimeConfig;
  cognito: (request: IncomingMessage, response: ServerResponse) => void;
  outbox: Outbox;
  deadLetters: () => DeadLetter[];
  /** The business metrics the handlers wrote (see `LocalMetrics`), served at `/_local/metrics`. */
  metrics?: () => unknown;
  /** More developer pages under `/_local/` (the local Stripe checkout); answers false when the path is not its own. */
  localPages?: (request: IncomingMessage, response: ServerResponse, path: string) => Promise<boolean>;
  /** The speech bucket's object at a key, served under `/media/<key>` as CloudFront serves the bucket on AWS. */
  media?: (key: string) => Promise<StoredObject | undefined>;
  /** Built frontend to serve with SPA fallback; absent in API-only runs such as integration tests. */
  staticDir?: string;
  /**
   * The value of the origin-verify secret, which this gateway, playing CloudFront's part, sends the API in the
   * `originVerify.header` of every `/api/*` request it forwards (the API's own address, `listenExecuteApi`, adds none).
   */
  originVerifyValue: string;
  log?: (line: string) => void;
}

interface Connection {
  socket: WebSocket;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
  authorizer: Record<string, unknown>;
}

interface CompiledRoute { route: HttpRoute; pattern: RegExp; params: string[]; specificity: number; throttle?: TokenBuckets }

/** A file of the built site, read once per change, with its compressed variants made on first demand. */
interface StaticFile { mtimeMs: number; body: Buffer; etag: string; encoded: Partial<Record<Encoding, Promise<Buffer>>> }
type Encoding = 'br' | 'gzip';

/**
 * The local API Gateway + CloudFront on one port: the built site with SPA fallback, `/config.json`, `/api/*` routed by
 * the manifest with JWT verification and HTTP API v2 events, `/ws` with the `$connect` authorizer and action routing,
 * the `@connections` management API, the Cognito emulator under `/_cognito`, and developer pages under `/_local`.
 * Both APIs are also served alone on a port of their own (`listenExecuteApi`), as AWS serves them at their execute-api
 * addresses besides CloudFront's: there nothing adds the origin header, so they refuse every request and connection.
 */
export class Gateway {
  private readonly server: Server;
  private executeApi: Server | undefined;
  private readonly webSockets = new WebSocketServer({ noServer: true, maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES });
  private readonly connections = new Map<string, Connection>();
  private readonly routes: CompiledRoute[] = compileRoutes(httpRoutes);
  /** The API answers 503 until the cloud has seeded everything (settings, content, demo accounts). */
  private ready = false;

  constructor(private readonly options: GatewayOptions) {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => this.crashed(response, error));
    });
    // The handlers' SDK clients keep their sockets to `@connections` open with no idle limit; Node's default 5 s
    // would close a socket idle for 5 s just as a client reuses it, and that PostToConnection fails with ECONNRESET
    // (a reply lost, seen in the WebSocket benchmark after its sockets had been quiet for a few seconds).
    this.server.keepAliveTimeout = 65_000;
    this.acceptWebSockets(this.server, { throughEdge: true });
  }

  private acceptWebSockets(server: Server, edge: { throughEdge: boolean }): void {
    server.on('upgrade', (request, socket, head) => {
      this.upgrade(request, socket, head, edge).catch((error: unknown) => {
        this.options.log?.(`WebSocket $connect failed: ${(error as Error).message}`);
        rejectUpgrade(socket, 500);
      });
    });
    server.on('clientError', (_error, socket) => rejectUpgrade(socket, 400));
  }

  markReady(): void {
    this.ready = true;
  }

  listen(port: number, host = '127.0.0.1'): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
  }

  /**
   * The HTTP and WebSocket APIs at an address of their own, like `https://<api-id>.execute-api.<region>.amazonaws.com`
   * (two addresses on AWS, one port here); returns its URL.
   */
  listenExecuteApi(port: number, host = '127.0.0.1'): Promise<string> {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      // API Gateway's own answer for a path no route matches (every /api/* path matches the catch-all route).
      if (!url.pathname.startsWith('/api/')) return sendJson(response, 404, { message: 'Not Found' });
      this.api(request, response, url, { throughEdge: false }).catch((error: unknown) => this.crashed(response, error));
    });
    this.acceptWebSockets(server, { throughEdge: false });
    this.executeApi = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(`http://localhost:${(server.address() as { port: number }).port}`));
    });
  }

  async close(): Promise<void> {
    for (const connection of this.connections.values()) connection.socket.terminate();
    for (const server of [this.server, this.executeApi]) {
      if (!server) continue;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    }
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path.startsWith('/_cognito/') || path === '/_cognito') {
      request.url = (request.url ?? '/').replace(/^\/_cognito/, '') || '/';
      return this.options.cognito(request, response);
    }
    if (path === '/config.json') return sendJson(response, 200, this.options.runtimeConfig(originOf(request)), { 'cache-control': 'no-store' });
    if (path.startsWith('/api/') || path === '/api') return this.api(request, response, url, { throughEdge: true });
    const management = /^(?:\/[^/]+)?\/@connections\/([^/]+)$/.exec(path);
    if (management) return this.manageConnection(request, response, decodeURIComponent(management[1]!));
    if (path === '/_local/outbox') return sendJson(response, 200, this.options.outbox.list(url.searchParams.get('to') ?? undefined));
    if (path === '/_local/dlq') return sendJson(response, 200, this.options.deadLetters());
    if (path === '/_local/metrics' && this.options.metrics) return sendJson(response, 200, this.options.metrics());
    if (path.startsWith('/_local/') && (await this.options.localPages?.(request, response, path))) return;
    if (path.startsWith('/media/') && this.options.media) return this.serveMedia(request, response, path);
    return this.serveStatic(request, response, path);
  }

  // ---- HTTP API ---------------------------------------------------------------------------------------------------

  /** `throughEdge`: the request came through the site's address, so CloudFront's origin header is added. */
  private async api(request: IncomingMessage, response: ServerResponse, url: URL, { throughEdge }: { throughEdge: boolean }): Promise<void> {
    const language = (request.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'fr';
    if (!this.ready) return sendJson(response, 503, { error: true, message: message('starting', language), code: 'starting' }, { 'retry-after': '1' });
    const match = this.match(request.method ?? 'GET', url.pathname);
    if (!match) {
      return sendJson(response, 404, { error: true, message: message('route_not_found', language), code: 'route_not_found' });
    }
    // The route's own rate from the route table (API Gateway's route throttling), here per client IP, before anything runs.
    if (match.throttle && !match.throttle.take(sourceIp(request))) {
      return sendJson(response, 429, { error: true, message: message('too_many_requests', language), code: 'too_many_requests' });
    }
    const body = await readBody(request, MAX_BODY_BYTES);
    if (body === undefined) return sendJson(response, 413, { error: true, message: message('payload_too_large', language), code: 'payload_too_large' });

    let claims: Record<string, string> | undefined;
    if (match.route.auth !== 'none') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const payload = token ? await this.options.verifier.verify(token).catch(() => undefined) : undefined;
      // Exactly what API Gateway's JWT authorizer answers; the handler is not invoked.
      if (!payload) return sendJson(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      claims = claimsAsApiGatewayStrings(payload);
    }
    // CloudFront's origin custom header replaces one of the same name the viewer sent.
    const originHeaders = throughEdge ? { [originVerify.header]: this.options.originVerifyValue } : undefined;
    const event = buildHttpEvent({ request, url, routeKey: routeKey(match.route), pathParameters: match.pathParameters, body, claims, originHeaders, apiId: API_ID, accountId: ACCOUNT_ID });
    let result: unknown;
    try {
      result = await this.options.lambdas.invoke(match.route.handler, event);
    } catch (error) {
      this.options.log?.(`✖ ${routeKey(match.route)} → ${match.route.handler}: ${(error as Error).stack ?? String(error)}`);
      return sendJson(response, 500, { message: 'Internal Server Error' });
    }
    writeLambdaResult(response, result);
  }

  private match(method: string, path: string): { route: HttpRoute; throttle?: TokenBuckets; pathParameters?: Record<string, string> } | undefined {
    for (const compiled of this.routes) {
      if (compiled.route.method !== method && compiled.route.method !== 'ANY') continue;
      const found = compiled.pattern.exec(path);
      if (!found) continue;
      const { route, throttle } = compiled;
      if (!compiled.params.length) return { route, throttle };
      return { route, throttle, pathParameters: Object.fromEntries(compiled.params.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) };
    }
    return undefined;
  }

  // ---- WebSocket API ----------------------------------------------------------------------------------------------

  /** `throughEdge`: the connection came through the site's address, so CloudFront's origin header is added. */
  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, { throughEdge }: { throughEdge: boolean }): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== webSocketPath) return rejectUpgrade(socket, 404);
    const connectionId = `${randomBytes(11).toString('base64url')}=`;
    const connectedAt = new Date();
    const base = {
      headers: { ...flattenHeaders(request), ...(throughEdge ? { [originVerify.header]: this.options.originVerifyValue } : {}) },
      ...(queryParameters(url.searchParams) ? { queryStringParameters: queryParameters(url.searchParams) } : {}),
    };
    const context = this.webSocketContext(request, connectionId, connectedAt, '$connect', 'CONNECT');

    let authorizer: Record<string, unknown>;
    try {
      const policy = (await this.options.lambdas.invoke(webSocketAuthorizer.handler, {
        type: 'REQUEST',
        methodArn: `arn:aws:execute-api:eu-west-3:${ACCOUNT_ID}:${API_ID}/local/$connect`,
        ...base,
        requestContext: context,
      })) as { principalId: string; policyDocument: { Statement: { Effect: string }[] }; context?: Record<string, unknown> };
      if (!policy.policyDocument.Statement.every((statement) => statement.Effect === 'Allow')) return rejectUpgrade(socket, 403);
      authorizer = { principalId: policy.principalId, ...policy.context };
    } catch {
      return rejectUpgrade(socket, 401); // the authorizer threw "Unauthorized"
    }

    const connect = (await this.invokeRoute('$connect', { ...base, requestContext: { ...context, authorizer } })) as { statusCode?: number } | undefined;
    const status = connect?.statusCode ?? 200;
    if (status < 200 || status >= 300) return rejectUpgrade(socket, status);

    this.webSockets.handleUpgrade(request, socket, head, (ws) => {
      const connection: Connection = { socket: ws, connectedAt, lastActiveAt: connectedAt, sourceIp: sourceIp(request), userAgent: request.headers['user-agent'] ?? '', authorizer };
      this.connections.set(connectionId, connection);
      // A frame over the limit (or any protocol error) closes this socket only: `ws` answers with the close code
      // (1009 "message too big", as API Gateway), and without this listener the error would end the whole process.
      ws.on('error', (error) => this.options.log?.(`WebSocket ${connectionId} closed: ${error.message}`));
      ws.on('message', (data, isBinary) => {
        connection.lastActiveAt = new Date();
        void this.onMessage(connectionId, connection, request, isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString());
      });
      ws.on('close', (code, reason) => {
        this.connections.delete(connectionId);
        const requestContext = { ...this.webSocketContext(request, connectionId, connectedAt, '$disconnect', 'DISCONNECT'), authorizer, disconnectStatusCode: code, disconnectReason: reason.toString() };
        void this.invokeRoute('$disconnect', { headers: base.headers, requestContext }).catch(() => undefined);
      });
    });
  }

  private async onMessage(connectionId: string, connection: Connection, request: IncomingMessage, body: string): Promise<void> {
    const route = selectRoute(body);
    const requestContext = {
      ...this.webSocketContext(request, connectionId, connection.connectedAt, route, 'MESSAGE'),
      messageId: randomBytes(8).toString('base64url'),
      authorizer: connection.authorizer,
    };
    try {
      await this.invokeRoute(route, { requestContext, body, isBase64Encoded: false });
    } catch (error) {
      this.options.log?.(`✖ WebSocket ${route}: ${(error as Error).message}`);
      // What API Gateway sends the client when the integration fails.
      if (connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(JSON.stringify({ message: 'Internal server error', connectionId, requestId: requestContext.requestId }));
      }
    }
  }

  private invokeRoute(route: string, event: object): Promise<unknown> {
    const target = webSocketRoutes.find((r) => r.route === route) ?? webSocketRoutes.find((r) => r.route === '$default');
    if (!target) return Promise.resolve(undefined);
    return this.options.lambdas.invoke(target.handler, event);
  }

  private webSocketContext(request: IncomingMessage, connectionId: string, connectedAt: Date, routeKey: string, eventType: string) {
    const now = new Date();
    return {
      routeKey,
      eventType,
      extendedRequestId: randomUUID(),
      requestTime: apiGatewayTime(now),
      messageDirection: 'IN',
      stage: 'local',
      connectedAt: connectedAt.getTime(),
      requestTimeEpoch: now.getTime(),
      identity: { sourceIp: sourceIp(request), userAgent: request.headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      domainName: request.headers.host ?? 'localhost',
      connectionId,
      apiId: API_ID,
    };
  }

  /** `POST | GET | DELETE /@connections/{id}`, answered as the ApiGatewayManagementApi service does. */
  private async manageConnection(request: IncomingMessage, response: ServerResponse, connectionId: string): Promise<void> {
    const connection = this.connections.get(connectionId);
    const body = await readBody(request, MAX_WEBSOCKET_MESSAGE_BYTES);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      return sendJson(response, 410, { message: null }, { 'x-amzn-errortype': 'GoneException' });
    }
    if (request.method === 'POST') {
      if (body === undefined) return sendJson(response, 413, { message: 'Message too long' }, { 'x-amzn-errortype': 'PayloadTooLargeException' });
      connection.socket.send(body.toString('utf8'));
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      sendJson(response, 200, {
        connectedAt: connection.connectedAt.toISOString(),
        identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
        lastActiveAt: connection.lastActiveAt.toISOString(),
      });
    } else if (request.method === 'DELETE') {
      connection.socket.close(1000);
      response.writeHead(204).end();
    } else {
      sendJson(response, 405, { message: 'Method not allowed' });
    }
  }

  // ---- media (the speech bucket) ------------------------------------------------------------------------------------

  /**
   * `/media/<key>` → the speech bucket's `<key>`, as the `/media/*` CloudFront behavior serves it: the stored
   * Content-Type and Cache-Control (immutable for clips), ETag and 304, and byte ranges (206) so `<audio>` can seek.
   */
  private async serveMedia(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, { message: 'Method not allowed' });
    let key: string;
    try {
      key = path.slice('/media/'.length).split('/').map(decodeURIComponent).join('/');
    } catch {
      key = '';
    }
    const object = key ? await this.options.media!(key) : undefined;
    if (!object) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }).end('Not Found');
      return;
    }
    serveObject(request, response, object, { 'x-content-type-options': 'nosniff' });
  }

  // ---- static site ------------------------------------------------------------------------------------------------

  /**
   * The built site as CloudFront serves it: content-hashed `/assets/*` cached for a year, everything else revalidated
   * (ETag), compressed with brotli or gzip as the browser accepts, the security headers (the shared
   * Content-Security-Policy among them), and the app shell for any path without a file extension.
   */
  private async serveStatic(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const root = this.options.staticDir;
    if (!root || !existsSync(join(root, 'index.html'))) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end("Le site n'est pas construit : lancez `npm start`, qui le construit.");
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, { message: 'Method not allowed' });
    const file = normalize(join(root, decodeURIComponent(path)));
    const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    // The CloudFront function itself decides for a path without a file extension (a first page's prerendered file,
    // else index.html and the router decides); a missing file (an asset of an older build, a typo) is not found
    // rather than answered with the shell.
    if (!isFile && /\.[A-Za-z0-9]+$/.test(path)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }).end('Not Found');
      return;
    }
    const served = isFile ? file : join(root, rewriteSiteRequest({ request: { uri: path, cookies: cookiesOf(request.headers.cookie) } }).uri);
    const immutable = isFile && path.startsWith('/assets/');
    const contentType = CONTENT_TYPES[extname(served)] ?? 'application/octet-stream';
    const site = await this.staticFile(served);
    const compressible = COMPRESSIBLE.test(contentType) && site.body.length >= MIN_COMPRESSED_BYTES;
    const headers: Record<string, string> = {
      'content-type': contentType,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: site.etag,
      ...(compressible ? { vary: 'accept-encoding' } : {}),
      'content-security-policy': contentSecurityPolicy(this.options.runtimeConfig(originOf(request))),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    if (request.headers['if-none-match'] === site.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    const encoding = compressible ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
    const body = encoding ? await (site.encoded[encoding] ??= compress(site.body, encoding)) : site.body;
    response.writeHead(200, { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  private readonly staticFiles = new Map<string, StaticFile>();

  /** The file's bytes and ETag, kept until the file changes (a rebuild), its compressed forms made once each. */
  private async staticFile(path: string): Promise<StaticFile> {
    const { mtimeMs } = statSync(path);
    const known = this.staticFiles.get(path);
    if (known?.mtimeMs === mtimeMs) return known;
    const body = await readFile(path);
    const entry: StaticFile = { mtimeMs, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
    this.staticFiles.set(path, entry);
    return entry;
  }

  private crashed(response: ServerResponse, error: unknown): void {
    this.options.log?.(`✖ gateway: ${(error as Error).stack ?? String(error)}`);
    if (!response.headersSent) sendJson(response, 500, { error: true, message: message('internal_error'), code: 'internal_error' });
    else response.end();
  }
}

/** Text types are compressed, as CloudFront does, when they weigh at least 1 KB; images and fonts are already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESSED_BYTES = 1024;

/** Brotli when the browser takes it, else gzip, else none (`q=0` refuses an encoding). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const takes = (encoding: string) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Off the event loop (zlib's thread pool); brotli at quality 9, close to 11's size at a tenth of its time. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Static paths first, then paths with parameters, then greedy `{proxy+}` — the order API Gateway matches in. */
function compileRoutes(routes: readonly HttpRoute[]): CompiledRoute[] {
  return routes
    .map((route) => {
      const params: string[] = [];
      const source = route.path
        .split('/')
        .map((segment) => {
          const param = /^\{(\w+)(\+?)\}$/.exec(segment);
          if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          params.push(param[1]!);
          return param[2] ? '(.+)' : '([^/]+)';
        })
        .join('/');
      const specificity = route.path.includes('+}') ? 2 : params.length ? 1 : 0;
      return { route, pattern: new RegExp(`^${source}$`), params, specificity, ...(route.throttle ? { throttle: new TokenBuckets(route.throttle) } : {}) };
    })
    .sort((a, b) => a.specificity - b.specificity);
}

/** API Gateway's route selection: `$request.body.action` when the frame is JSON with a known action, else `$default`. */
function selectRoute(body: string): string {
  try {
    const action = (JSON.parse(body) as { action?: unknown }).action;
    if (typeof action === 'string' && webSocketRoutes.some((route) => route.route === action && !action.startsWith('$'))) return action;
  } catch {
    // not JSON: $default
  }
  return '$default';
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** Maps a Lambda result to HTTP as payload format 2.0 does (a bare value becomes a 200 JSON body). */
function writeLambdaResult(response: ServerResponse, result: unknown): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    return sendJson(response, 200, result ?? null);
  }
  const { statusCode, headers = {}, body = '', isBase64Encoded, cookies } = result as {
    statusCode: number; headers?: Record<string, string>; body?: string; isBase64Encoded?: boolean; cookies?: string[];
  };
  response.writeHead(statusCode, { ...headers, ...(cookies?.length ? { 'set-cookie': cookies } : {}) });
  response.end(isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

function rejectUpgrade(socket: Duplex, status: number): void {
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' }[status] ?? 'Error';
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${JSON.stringify({ message: reason })}`);
  socket.destroy();
}

function originOf(request: IncomingMessage): string {
  return `http://${request.headers.host ?? 'localhost'}`;
}
