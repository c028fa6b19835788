import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ApiGatewayManagementApiClient, GetConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, generateKeyPair, importJWK } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '@plume/lambdas/routes';
import { contentSecurityPolicy } from '../src/content-security-policy.ts';
import { Gateway } from './gateway.ts';
import { api, cloud, documentClient, eventually, signedInUser } from '@plume/lambdas/test/cloud-client';

const require = createRequire(import.meta.url);

describe('HTTP API through the local gateway', () => {
  let user: { email: string; idToken: string };
  beforeAll(async () => {
    user = await signedInUser();
  });

  it('answers a public route without a token, in the seed envelope', async () => {
    const response = await api('/api/get_settings', { body: JSON.stringify({ type: 'privacy_policy' }) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ error: false, message: 'Paramètres chargés', data: { type: 'privacy_policy', title: 'Politique de confidentialité' } });
  });

  it('answers in English when the caller prefers English', async () => {
    const response = await api('/api/get_system_configurations', { body: '{}', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ error: false, message: 'Configuration loaded', data: { appName: 'Plume', maintenanceMode: false } });
  });

  it('passes verified claims to an authenticated route', async () => {
    const response = await api('/api/me', { method: 'GET', token: user.idToken });
    expect(response.status).toBe(200);
    expect(response.body?.data).toMatchObject({ email: user.email, groups: [] });
    expect(response.body?.data.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a missing, forged or expired token with 401 before the handler runs', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const issuer = `${cloud().cognito}/${cloud().userPoolId}`;
    const claims = { sub: 'someone', token_use: 'id', email: 'intrus@plume.test' };
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).setIssuer(issuer).setAudience(cloud().userPoolClientId).setExpirationTime('1h').sign(privateKey);
    // Signed with the emulator's real key, but expired an hour ago.
    const emulatorKey = await importJWK(require('cognito-local/lib/keys/cognitoLocal.private.json').jwk, 'RS256');
    const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).setIssuer(issuer).setAudience(cloud().userPoolClientId).setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 3600).sign(emulatorKey);
    const wrongClient = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).setIssuer(issuer).setAudience('another-client').setExpirationTime('1h').sign(emulatorKey);

    for (const token of [undefined, forged, expired, wrongClient, 'not-a-jwt']) {
      const response = await api('/api/me', { method: 'GET', ...(token ? { token } : {}) });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('enforces group routes: a learner gets 403, an admin changes settings and the audit consumer records it once', async () => {
    const forbidden = await api('/api/admin/update_system_configurations', { token: user.idToken, body: JSON.stringify({ maintenanceMode: true }) });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: true, code: 'forbidden' });

    const admin = await signedInUser({ groups: ['admin'] });
    const message = `Maintenance du ${Date.now()}`;
    const updated = await api('/api/admin/update_system_configurations', { token: admin.idToken, body: JSON.stringify({ maintenanceMessage: message }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ error: false, data: { maintenanceMessage: message, appName: 'Plume' } });

    const config = await api('/api/get_system_configurations', { body: '{}' });
    expect(config.body?.data.maintenanceMessage).toBe(message);

    const adminSub = (await api('/api/me', { method: 'GET', token: admin.idToken })).body?.data.sub as string;
    const entries = await eventually(
      async () => (await documentClient().send(new QueryCommand({
        TableName: cloud().tableName,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'actor = :actor',
        ExpressionAttributeValues: { ':pk': `AUDIT#${new Date().toISOString().slice(0, 10)}`, ':actor': adminSub },
      }))).Items ?? [],
      (items) => items.length > 0,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'settings.updated', details: { scope: 'system_configurations', changedFields: ['maintenanceMessage'] } });
  });

  describe('bad input gets a 4xx with a catalogue message, never a 500', () => {
    it.each([
      ['malformed JSON', '/api/get_settings', '{"type":', 400, 'invalid_json'],
      ['a wrong type', '/api/get_settings', '{"type": 42}', 400, 'invalid_request'],
      ['an unknown settings type', '/api/get_settings', '{"type": "secrets"}', 400, 'invalid_request'],
      ['unexpected fields on an empty-body route', '/api/get_system_configurations', '{"drop": "tables"}', 400, 'invalid_request'],
      ['an unknown route', '/api/does_not_exist', '{}', 404, 'route_not_found'],
      ['a body over 256 KB', '/api/get_settings', JSON.stringify({ type: 'x'.repeat(300 * 1024) }), 413, 'payload_too_large'],
    ])('%s', async (_case, path, body, status, code) => {
      const response = await api(path, { body });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ error: true, code });
      expect(response.body?.message).toMatch(/\S/);
      expect(JSON.stringify(response.body)).not.toMatch(/at .+\.ts:\d+/);
    });

    it('a known path with the wrong method falls to the catch-all route', async () => {
      const response = await api('/api/get_settings', { method: 'DELETE' });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: true, code: 'route_not_found' });
    });
  });
});

describe("the HTTP API's own address, without the edge", () => {
  let member: { idToken: string };
  let admin: { idToken: string };
  beforeAll(async () => {
    [member, admin] = await Promise.all([signedInUser(), signedInUser({ groups: ['admin'] })]);
  });

  it('refuses every route of the manifest with 403 and a French message before any handler logic', async () => {
    const served: string[] = [];
    for (const route of httpRoutes) {
      const token = route.auth === 'group' ? admin.idToken : member.idToken;
      const path = route.path.replace(/\{[^}]+\}/g, 'anything');
      const response = await api(path, { url: cloud().executeApi, method: route.method === 'ANY' ? 'POST' : route.method, token, ...(route.method === 'GET' ? {} : { body: '{}' }) });
      // A route another file is hammering at the same moment may be throttled first (429), as API Gateway would: refused too.
      const notServed = response.body?.code === 'origin_not_verified' || response.status === 429;
      if (!notServed) served.push(`${route.method} ${route.path}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(served).toEqual([]);
    const answer = await api('/api/get_system_configurations', { url: cloud().executeApi, body: '{}' });
    expect(answer.body).toEqual({ error: true, code: 'origin_not_verified', message: "Cette adresse de l'API n'accepte aucun appel direct : passez par le site Plume." });
  });

  it('refuses a guessed origin header, and ignores one sent through the site, where the edge sets its own', async () => {
    const guessed = { 'x-origin-verify': 'guessed-value' };
    // get_settings, not the system configuration, which another file briefly makes invalid (admin-console.int.test.ts).
    const body = JSON.stringify({ type: 'privacy_policy' });
    expect(await api('/api/get_settings', { url: cloud().executeApi, body, headers: guessed })).toMatchObject({ status: 403, body: { code: 'origin_not_verified' } });
    expect(await api('/api/get_settings', { body, headers: guessed })).toMatchObject({ status: 200, body: { error: false } });
  });

  it('still answers a missing token as the JWT authorizer does, before any handler', async () => {
    const response = await api('/api/me', { url: cloud().executeApi, method: 'GET' });
    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});

describe('WebSocket API through the local gateway', () => {
  const wsUrl = () => `${cloud().url.replace(/^http/, 'ws')}/ws`;

  function open(url: string): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      socket.once('error', reject);
    });
  }

  function nextMessage(socket: WebSocket): Promise<Record<string, any>> {
    return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
  }

  it('refuses a connection without a token, or with a bad one, with 401', async () => {
    await expect(open(wsUrl())).rejects.toThrow('HTTP 401');
    await expect(open(`${wsUrl()}?token=forged`)).rejects.toThrow('HTTP 401');
  });

  it('opens nothing at its own execute-api address, even to a valid token or a guessed origin header (403)', async () => {
    const { idToken } = await signedInUser();
    const direct = `${cloud().executeApi.replace(/^http/, 'ws')}/ws?token=${idToken}`;
    await expect(open(direct)).rejects.toThrow('HTTP 403');
    const guessed = new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(direct, { headers: { 'x-origin-verify': 'guessed' } });
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      socket.once('error', reject);
    });
    await expect(guessed).rejects.toThrow('HTTP 403');
  });

  it('accepts a signed-in user, routes by action and answers through @connections', async () => {
    const { idToken } = await signedInUser();
    const socket = await open(`${wsUrl()}?token=${idToken}`);
    try {
      const pong = nextMessage(socket);
      socket.send(JSON.stringify({ action: 'ping', id: 'p1', sentAt: 123 }));
      expect(await pong).toMatchObject({ type: 'pong', id: 'p1', sentAt: 123 });

      const unknown = nextMessage(socket);
      socket.send(JSON.stringify({ action: 'fly' }));
      expect(await unknown).toMatchObject({ type: 'error', error: true, code: 'ws_unknown_action', data: { action: 'fly' } });

      const invalid = nextMessage(socket);
      socket.send('not json at all');
      expect(await invalid).toMatchObject({ type: 'error', code: 'ws_invalid_message' });

      const badPing = nextMessage(socket);
      socket.send(JSON.stringify({ action: 'ping', id: { nested: true } }));
      expect(await badPing).toMatchObject({ type: 'error', code: 'invalid_request' });
    } finally {
      socket.close();
    }
  });

  it('serves the @connections API to the real SDK client, with GoneException for a stale connection', async () => {
    const { idToken } = await signedInUser();
    const socket = await open(`${wsUrl()}?token=${idToken}`);
    const management = new ApiGatewayManagementApiClient({ endpoint: cloud().url, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const connectionId = await connectionIdOf(socket);

    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');

    const pushed = nextMessage(socket);
    await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify({ hello: 'Plume' }) }));
    expect(await pushed).toEqual({ hello: 'Plume' });

    socket.close();
    await new Promise((resolve) => socket.once('close', resolve));
    const stale = management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'x' }));
    await expect(stale).rejects.toBeInstanceOf(GoneException);
    await expect(management.send(new PostToConnectionCommand({ ConnectionId: 'never-existed=', Data: 'x' }))).rejects.toBeInstanceOf(GoneException);
  });

  /** The $connect handler stores the connection under the user; read it back from the table. */
  async function connectionIdOf(socket: WebSocket): Promise<string> {
    const me = await api('/api/me', { method: 'GET', token: new URL(socket.url).searchParams.get('token')! });
    const items = await eventually(
      async () => (await documentClient().send(new QueryCommand({ TableName: cloud().tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${me.body?.data.sub}` } }))).Items ?? [],
      (found) => found.length > 0,
    );
    return (items[0]!.pk as string).replace(/^CONN#/, '');
  }
});

describe('WebSocket frames over the limit', () => {
  const wsUrl = () => `${cloud().url.replace(/^http/, 'ws')}/ws`;
  const opened = (url: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });

  it('closes that socket with 1009 as API Gateway does, and keeps serving the others', async () => {
    const { idToken } = await signedInUser();
    const [big, other] = await Promise.all([opened(`${wsUrl()}?token=${idToken}`), opened(`${wsUrl()}?token=${idToken}`)]);
    // The client's own side may report the abrupt end; what matters is the close code the gateway sent.
    big.on('error', () => undefined);
    const closed = new Promise<number>((resolve) => big.once('close', (code) => resolve(code)));

    big.send('x'.repeat(128 * 1024 + 1));

    expect(await closed).toBe(1009);
    const pong = new Promise<Record<string, unknown>>((resolve) => other.once('message', (data) => resolve(JSON.parse(data.toString()))));
    other.send(JSON.stringify({ action: 'ping', id: 'after-1009' }));
    expect(await pong).toMatchObject({ type: 'pong', id: 'after-1009' });
    const third = await opened(`${wsUrl()}?token=${idToken}`);
    third.close();
    other.close();
  });
});

describe('throttled routes', () => {
  /** A contact message the handler accepts but, with its honeypot filled, stores nothing: only the rate is tested. */
  const bot = JSON.stringify({ name: 'Robot', email: 'robot@exemple.fr', subject: 'autre', message: 'Message automatique de test.', website: 'https://spam.example' });
  /** From a loopback address of its own, so this client's bucket is not the one the other tests draw from. */
  const client = '127.0.0.23';
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const request = httpRequest(`${cloud().url}${path}`, { method: 'POST', localAddress: client, headers: { 'content-type': 'application/json', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      });
      request.on('error', reject);
      request.end(body);
    });

  it('answers 429 with a catalogue message once a client spends the route table burst, then lets it in again', async () => {
    const contact = httpRoutes.find((route) => route.path === '/api/contact')!;
    const { rate, burst } = contact.throttle!;
    const answers = await Promise.all(Array.from({ length: burst + 3 }, () => post('/api/contact', bot)));
    const refused = answers.filter((answer) => answer.status === 429);

    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(answers.filter((answer) => answer.status === 201).length).toBeLessThanOrEqual(burst);
    expect(refused[0]!.body).toEqual({ error: true, message: 'Trop de demandes en peu de temps. Patientez un instant, puis réessayez.', code: 'too_many_requests' });
    const english = await post('/api/contact', bot, { 'accept-language': 'en' });
    expect(english).toMatchObject({ status: 429, body: { error: true, code: 'too_many_requests', message: 'Too many requests in a short time. Wait a moment, then try again.' } });
    // Another client is not held back by this one.
    expect((await api('/api/contact', { body: bot })).status).toBe(201);

    await new Promise((resolve) => setTimeout(resolve, 1000 / rate + 100));
    expect((await post('/api/contact', bot)).status).toBe(201);
    // Other routes are not throttled.
    const settings = await Promise.all(Array.from({ length: burst + 3 }, () => post('/api/get_settings', JSON.stringify({ type: 'about_us' }))));
    expect(settings.map((answer) => answer.status)).toEqual(settings.map(() => 200));
  });
});

describe('the built site, served as CloudFront serves it', () => {
  const script = `console.log(${JSON.stringify('Plume '.repeat(2000))});\n`;
  let gateway: Gateway;
  let url: string;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'plume-site-'));
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'index.html'), `<!doctype html><html lang="fr"><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>Plume</p>'.repeat(200)}</body></html>`);
    writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), script);
    mkdirSync(join(siteDir, 'first-pages'));
    for (const page of ['home', 'pricing']) writeFileSync(join(siteDir, 'first-pages', `${page}.html`), `<!doctype html><html lang="fr"><body><div id="root" data-first-page="${page}"></div></body></html>`);
    const runtimeConfig = (origin: string) => ({
      apiBaseUrl: '/api',
      webSocketUrl: '/ws',
      region: 'eu-west-3',
      cognito: { userPoolId: 'local_pool', userPoolClientId: 'client', endpoint: `${origin}/_cognito`, identityProviders: [] },
      stripe: { mode: 'local' as const },
    });
    gateway = new Gateway({ lambdas: {} as never, verifier: {} as never, runtimeConfig, cognito: () => undefined, outbox: {} as never, deadLetters: () => [], staticDir: siteDir, originVerifyValue: 'unused: no API call' });
    await gateway.listen(0);
    url = `http://localhost:${(gateway as unknown as { server: { address(): { port: number } } }).server.address().port}`;
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  /** Node's fetch decodes bodies: a raw request shows the bytes as they travel. */
  function raw(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      httpGet(`${url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('compresses with brotli or gzip as the browser accepts, and not at all otherwise', async () => {
    const br = await raw('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gzipped = await raw('/assets/index-abc123.js', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await raw('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('caches content-hashed assets for a year and makes the shell revalidate, with a 304 when unchanged', async () => {
    const asset = await raw('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const shell = await raw('/quiz/zone', { 'accept-encoding': 'gzip' });
    expect(shell.status).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(shell.body).toString()).toContain('/assets/index-abc123.js');
    const again = await raw('/profile/', { 'if-none-match': String(shell.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves the prerendered first pages to visitors, and the app shell to a signed-in browser and to every other path', async () => {
    const firstPage = async (path: string, headers: Record<string, string> = {}) => /data-first-page="(\w+)"/.exec((await raw(path, headers)).body.toString())?.[1] ?? 'app';
    expect(await firstPage('/')).toBe('home');
    expect(await firstPage('/pricing')).toBe('pricing');
    expect(await firstPage('/pricing/')).toBe('pricing');
    expect(await firstPage('/', { cookie: 'plume=1; isAuthenticated=true' })).toBe('app');
    expect(await firstPage('/pricing', { cookie: 'isAuthenticated=true' })).toBe('app');
    expect(await firstPage('/quiz')).toBe('app');
    expect(await firstPage('/auth/login/')).toBe('app');
  });

  it('answers a missing file with 404 instead of the shell', async () => {
    const missing = await raw('/assets/index-old999.js');
    expect(missing.status).toBe(404);
  });

  it('sends the shared Content-Security-Policy, which allows this origin, its Cognito and its WebSocket only', async () => {
    const shell = await raw('/');
    const origin = url;
    expect(shell.headers['content-security-policy']).toBe(contentSecurityPolicy({ region: 'eu-west-3', webSocketUrl: '/ws', cognito: { userPoolId: 'local_pool', userPoolClientId: 'client', endpoint: `${origin}/_cognito`, identityProviders: [] } }));
    expect(shell.headers['content-security-policy']).toContain(`connect-src 'self' ${origin};`);
    expect(shell.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
