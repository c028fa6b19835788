import { createHash } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod';
import { endpoint, Refusal, updateUserRequestSchema } from '@plume/shared';
import { forgetSecrets } from '#clients/secrets';
import { parseStored } from '#table/table';
import { httpHandler, respond, throughEdgeOnly, type HttpEvent } from './http.ts';
import { identityFromClaims, type Identity } from './auth.ts';

process.env.TABLE_NAME = 'plume-test';
process.env.ORIGIN_VERIFY_SECRET_ID = 'plume/test/origin-verify';
const dynamo = mockClient(DynamoDBDocumentClient);
const secretsManager = mockClient(SecretsManagerClient);
/** What CloudFront sends in the origin header; every event below came through it unless a test says otherwise. */
const ORIGIN_SECRET = 'value-only-cloudfront-knows';
const knowOriginSecret = () => secretsManager.reset().on(GetSecretValueCommand, { SecretId: 'plume/test/origin-verify' }).resolves({ SecretString: ORIGIN_SECRET });
knowOriginSecret();

function event(routeKey: string, init: { body?: string; claims?: Record<string, string>; language?: string; base64?: boolean; originHeader?: string | null } = {}): HttpEvent {
  const originHeader = init.originHeader === undefined ? ORIGIN_SECRET : init.originHeader;
  return {
    routeKey,
    headers: { ...(init.language ? { 'accept-language': init.language } : {}), ...(originHeader === null ? {} : { 'x-origin-verify': originHeader }) },
    body: init.body,
    isBase64Encoded: init.base64 ?? false,
    requestContext: init.claims ? { authorizer: { jwt: { claims: init.claims, scopes: [] } } } : {},
  } as unknown as HttpEvent;
}
const parse = (result: unknown) => {
  const { statusCode, body } = result as { statusCode: number; body: string };
  return { statusCode, body: JSON.parse(body) };
};

const echo = httpHandler(endpoint('get_settings', z.object({ type: z.enum(['about_us']) }), z.unknown(), { auth: 'none' }), async ({ body }) => ({ message: 'settings_loaded', data: body }));
const me = httpHandler(endpoint('me', z.object({}), z.unknown(), { auth: 'user' }), async ({ identity }) => ({ data: identity }));

describe('respond', () => {
  it('builds the seed envelope with a catalogue message in the chosen language', () => {
    expect(parse(respond(200, 'settings_loaded', 'fr', { a: 1 }))).toEqual({ statusCode: 200, body: { error: false, message: 'Paramètres chargés', code: 'settings_loaded', data: { a: 1 } } });
    expect(parse(respond(404, 'route_not_found', 'en'))).toEqual({ statusCode: 404, body: { error: true, message: 'This API address does not exist.', code: 'route_not_found' } });
  });

  it('sets a JSON content type', () => {
    expect(respond(200, 'ok', 'fr').headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('httpHandler', () => {
  beforeEach(() => {
    dynamo.reset();
    dynamo.on(GetCommand).resolves({}); // no account yet: a first sign-in
  });

  it('passes a valid body to the handler and wraps its data', async () => {
    const result = parse(await echo(event('POST /api/get_settings', { body: '{"type":"about_us"}' })));
    expect(result).toEqual({ statusCode: 200, body: { error: false, message: 'Paramètres chargés', code: 'settings_loaded', data: { type: 'about_us' } } });
  });

  it('lets the edge cache the successes of a route the route table marks edgeCache, and nothing else', async () => {
    const headersOf = (result: unknown) => (result as { headers: Record<string, string> }).headers;
    const configuration = httpHandler(endpoint('get_system_configurations', z.object({}), z.unknown(), { auth: 'none' }), async () => ({ data: { maintenanceMode: false } }));
    const failing = httpHandler(endpoint('get_system_configurations', z.object({}), z.unknown(), { auth: 'none' }), async () => {
      throw new Refusal('unavailable', 'maintenance');
    });

    expect(headersOf(await configuration(event('GET /api/get_system_configurations')))).toMatchObject({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      vary: 'accept-language',
    });
    expect(headersOf(await failing(event('GET /api/get_system_configurations')))).not.toHaveProperty('cache-control');
    expect(headersOf(await configuration(event('POST /api/get_system_configurations')))).not.toHaveProperty('cache-control');
  });

  it("types a handler's answer by its contract: data is required unless the contract lets it be empty", () => {
    const page = endpoint('get_settings', z.object({}), z.object({ title: z.string() }), { auth: 'none' });
    const maybePage = endpoint('get_settings', z.object({}), z.object({ title: z.string() }).optional(), { auth: 'none' });
    const found = Math.random() < 2 ? { title: 'À propos' } : undefined;

    expectTypeOf(httpHandler<typeof page>).toBeCallableWith(page, async () => ({ data: { title: 'À propos' } }));
    // @ts-expect-error: no data where the contract answers a page
    expectTypeOf(httpHandler<typeof page>).toBeCallableWith(page, async () => ({ message: 'settings_loaded' }));
    // @ts-expect-error: data that may be missing (a read that found nothing)
    expectTypeOf(httpHandler<typeof page>).toBeCallableWith(page, async () => ({ data: found }));
    expectTypeOf(httpHandler<typeof maybePage>).toBeCallableWith(maybePage, async () => ({ data: found }));
    expectTypeOf(httpHandler<typeof maybePage>).toBeCallableWith(maybePage, async () => ({}));
  });

  it("types the caller by the contract's auth level: an identity on every level but none, and none on a public endpoint", () => {
    const levels = {
      public: endpoint('get_settings', z.object({}), z.unknown(), { auth: 'none' }),
      user: endpoint('get_user', z.object({}), z.unknown(), { auth: 'user' }),
      premium: endpoint('get_statistics', z.object({}), z.unknown(), { auth: 'premium' }),
      player: endpoint('answer_quiz', z.object({}), z.unknown(), { auth: 'player' }),
      staff: endpoint('admin/list_reports', z.object({}), z.unknown(), { auth: 'group', group: 'admin' }),
    };
    httpHandler(levels.public, async ({ identity }) => {
      expectTypeOf(identity).toEqualTypeOf<undefined>();
      return { data: null };
    });
    for (const contract of [levels.user, levels.premium, levels.player, levels.staff]) {
      httpHandler(contract, async ({ identity }) => {
        expectTypeOf(identity).toEqualTypeOf<Identity>();
        return { data: identity.sub };
      });
    }
  });

  it("refuses a caller without identity should a route's level ever be looser than its handler's contract", async () => {
    const run = vi.fn(async () => ({ data: 'ran' }));
    const signedIn = httpHandler(endpoint('get_settings', z.object({}), z.unknown(), { auth: 'user' }), run);
    expect(parse(await signedIn(event('POST /api/get_settings'))).statusCode).toBe(401);
    expect(run).not.toHaveBeenCalled();
  });

  it('decodes a base64 body', async () => {
    const body = Buffer.from('{"type":"about_us"}').toString('base64');
    expect(parse(await echo(event('POST /api/get_settings', { body, base64: true }))).statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    expect(parse(await echo(event('POST /api/get_settings', { body: '{"type"' })))).toMatchObject({ statusCode: 400, body: { error: true, code: 'invalid_json' } });
  });

  it('answers a schema violation with 400 and the failing fields', async () => {
    const result = parse(await echo(event('POST /api/get_settings', { body: '{"type":"nope"}', language: 'en' })));
    expect(result).toMatchObject({ statusCode: 400, body: { error: true, code: 'invalid_request', message: 'The request contains invalid data.' } });
    expect(result.body.data.issues[0].path).toBe('type');
  });

  it('answers a name with forbidden characters with the catalogue message the schema names, in the caller language', async () => {
    const rename = httpHandler(endpoint('update_user', updateUserRequestSchema, z.unknown(), { auth: 'user' }), async ({ body }) => ({ data: body }));
    const claims = { sub: 'u1' };
    const fr = parse(await rename(event('POST /api/update_user', { claims, body: JSON.stringify({ name: 'Zoé\u202Eelgoog' }) })));
    expect(fr).toMatchObject({ statusCode: 400, body: { error: true, code: 'name_invalid_characters', message: 'Le nom contient des caractères non autorisés.', data: { issues: [{ path: 'name', message: 'Le nom contient des caractères non autorisés.' }] } } });
    const en = parse(await rename(event('POST /api/update_user', { claims, language: 'en', body: JSON.stringify({ name: 'a\u200Bb' }) })));
    expect(en.body).toMatchObject({ code: 'name_invalid_characters', message: 'The name contains characters that are not allowed.' });
  });

  it('answers a body over 256 KB with 413', async () => {
    const body = JSON.stringify({ type: 'x'.repeat(257 * 1024) });
    expect(parse(await echo(event('POST /api/get_settings', { body }))).statusCode).toBe(413);
  });

  it('maps a Refusal to its status and message', async () => {
    const missing = httpHandler(endpoint('get_settings', z.object({}), z.unknown(), { auth: 'none' }), async () => {
      throw new Refusal('not_found', 'settings_not_found');
    });
    expect(parse(await missing(event('POST /api/get_settings')))).toMatchObject({ statusCode: 404, body: { error: true, message: "Ce type de paramètre n'existe pas." } });
  });

  it('turns an unexpected error into a 500 with no internals', async () => {
    const broken = httpHandler(endpoint('get_settings', z.object({}), z.unknown(), { auth: 'none' }), async () => {
      throw new Error('connection string: secret');
    });
    const result = parse(await broken(event('POST /api/get_settings')));
    expect(result).toMatchObject({ statusCode: 500, body: { error: true, code: 'internal_error' } });
    expect(JSON.stringify(result.body)).not.toContain('secret');
  });

  it('answers 500, not « invalid request », when a stored value does not match its schema (our data, not the request)', async () => {
    const stored = z.object({ coins: z.object({ signupBonus: z.int().min(0) }) });
    const corrupt = httpHandler(endpoint('get_settings', z.object({}), z.unknown(), { auth: 'none' }), async () => ({ data: parseStored(stored, { coins: { signupBonus: -1 } }, 'system configuration') }));
    const result = parse(await corrupt(event('POST /api/get_settings')));
    expect(result).toMatchObject({ statusCode: 500, body: { error: true, code: 'internal_error' } });
    expect(parseStored(stored, { coins: { signupBonus: 5 } }, 'system configuration')).toEqual({ coins: { signupBonus: 5 } });
  });

  it('refuses a route the manifest does not list', async () => {
    expect(parse(await me(event('POST /api/unlisted'))).statusCode).toBe(404);
  });

  it("enforces the manifest's auth level: user routes need claims", async () => {
    expect(parse(await me(event('GET /api/me'))).statusCode).toBe(401);
    const ok = parse(await me(event('GET /api/me', { claims: { sub: 'u1', email: 'a@plume.test' } })));
    expect(ok).toMatchObject({ statusCode: 200, body: { data: { sub: 'u1', email: 'a@plume.test', groups: [] } } });
  });

  it('refuses a deactivated account with the catalogue message', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'USER#u9', sk: 'ACCOUNT' } }).resolves({ Item: { status: 'deactivated' } });
    const result = parse(await me(event('GET /api/me', { claims: { sub: 'u9' }, language: 'en' })));
    expect(result).toMatchObject({ statusCode: 403, body: { error: true, code: 'account_deactivated', message: 'Your account has been deactivated! Please contact admin' } });
  });

  it('enforces group routes from the cognito:groups claim', async () => {
    const route = 'POST /api/admin/update_system_configurations';
    expect(parse(await me(event(route, { claims: { sub: 'u1', 'cognito:groups': '[finance]' } }))).statusCode).toBe(403);
    expect(parse(await me(event(route, { claims: { sub: 'u1', 'cognito:groups': '[finance admin]' } }))).statusCode).toBe(200);
  });
});

describe('requests that did not come through CloudFront', () => {
  const handled = vi.fn(async () => ({ data: 'ran' }));
  const guarded = httpHandler(endpoint('get_settings', z.object({}), z.unknown(), { auth: 'none' }), handled);
  beforeEach(() => {
    handled.mockClear();
    dynamo.reset();
  });

  it('are refused with 403 and a French message before anything runs: no origin header, or a wrong one', async () => {
    for (const originHeader of [null, '', 'guessed', `${ORIGIN_SECRET}x`]) {
      const result = parse(await guarded(event('POST /api/get_settings', { originHeader, claims: { sub: 'u1' } })));
      expect(result, String(originHeader)).toEqual({ statusCode: 403, body: { error: true, code: 'origin_not_verified', message: "Cette adresse de l'API n'accepte aucun appel direct : passez par le site Plume." } });
    }
    expect(parse(await guarded(event('POST /api/get_settings', { originHeader: null, language: 'en' }))).body.message).toBe('This API address takes no direct calls: go through the Plume site.');
    expect(handled).not.toHaveBeenCalled();
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('read the expected value once per cache period, not per request', async () => {
    forgetSecrets();
    knowOriginSecret();
    for (let i = 0; i < 3; i++) expect(parse(await guarded(event('POST /api/get_settings'))).statusCode).toBe(200);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('answer 500 without details when the secret cannot be read, and run nothing', async () => {
    forgetSecrets();
    secretsManager.reset().on(GetSecretValueCommand).rejects(new Error('AccessDenied on arn:aws:secretsmanager:…'));
    const webhook = vi.fn(async () => respond(200, 'ok', 'fr'));
    const result = parse(await throughEdgeOnly(webhook)(event('POST /api/stripe/webhook')));
    knowOriginSecret();
    expect(result).toMatchObject({ statusCode: 500, body: { error: true, code: 'internal_error' } });
    expect(JSON.stringify(result.body)).not.toContain('AccessDenied');
    expect(webhook).not.toHaveBeenCalled();
  });
});

describe('premium routes', () => {
  beforeEach(() => dynamo.reset());

  it('reads the account and refuses without an active subscription', async () => {
    vi.resetModules();
    vi.doMock('../routes.ts', async (original) => {
      const routes = await original<typeof import('../routes.ts')>();
      const premium = { method: 'POST', path: '/api/premium_thing', handler: 'http/x', auth: 'premium' } as const;
      return { ...routes, findHttpRoute: (key: string) => (key === 'POST /api/premium_thing' ? premium : routes.findHttpRoute(key)) };
    });
    const { httpHandler: wrap } = await import('./http.ts');
    const handler = wrap(endpoint('premium_thing', z.object({}), z.unknown(), { auth: 'premium' }), async () => ({ data: 'secret lesson' }));
    const claims = { sub: 'u1' };

    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    dynamo.on(GetCommand).resolves({}); // no tombstone
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'ACCOUNT' } }).resolves({ Item: { isPremium: false } });
    expect(parse(await handler(event('POST /api/premium_thing', { claims })))).toMatchObject({ statusCode: 403, body: { code: 'subscription_required' } });

    // Paid, but the period ended yesterday: expiry takes effect without any event.
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'ACCOUNT' } }).resolves({ Item: { isPremium: true, periodEnd: new Date(Date.now() - 86_400_000).toISOString() } });
    expect(parse(await handler(event('POST /api/premium_thing', { claims })))).toMatchObject({ statusCode: 403, body: { code: 'subscription_required' } });

    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'ACCOUNT' } }).resolves({ Item: { isPremium: true, periodEnd: nextYear } });
    expect(parse(await handler(event('POST /api/premium_thing', { claims })))).toMatchObject({ statusCode: 200, body: { data: 'secret lesson' } });
    vi.doUnmock('../routes.ts');
  });
});

describe('player routes', () => {
  beforeEach(() => dynamo.reset());

  it('need a signed-in caller and an account that is neither deactivated nor deleted, read at most once a minute per process', async () => {
    vi.resetModules();
    const { httpHandler: wrap } = await import('./http.ts');
    const { forgetAccountAccess } = await import('./account-access.ts');
    const handler = wrap(endpoint('answer_quiz', z.object({}), z.unknown(), { auth: 'player' }), async ({ identity }) => ({ data: identity.sub }));
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'ACCOUNT' } }).resolves({ Item: { status: 'active' } });
    expect(parse(await handler(event('POST /api/answer_quiz', {})))).toMatchObject({ statusCode: 401 });
    expect(parse(await handler(event('POST /api/answer_quiz', { claims: { sub: 'u1' } })))).toMatchObject({ statusCode: 200, body: { data: 'u1' } });
    const reads = dynamo.commandCalls(GetCommand).length;
    expect(reads).toBe(2); // the account and its tombstone, at once
    expect(parse(await handler(event('POST /api/answer_quiz', { claims: { sub: 'u1' } }))).statusCode).toBe(200);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(reads); // remembered

    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'ACCOUNT' } }).resolves({ Item: { status: 'deactivated' } });
    forgetAccountAccess('u1'); // as deactivation does in its own process
    expect(parse(await handler(event('POST /api/answer_quiz', { claims: { sub: 'u1' } })))).toMatchObject({ statusCode: 403, body: { code: 'account_deactivated' } });
  });
});

describe('deleted accounts', () => {
  beforeEach(() => dynamo.reset());

  it("refuse the account's unexpired tokens at every authenticated level, with the catalogue message", async () => {
    vi.resetModules();
    const { httpHandler: wrap } = await import('./http.ts');
    const handler = wrap(endpoint('get_user', z.object({}), z.unknown(), { auth: 'user' }), async () => ({ data: 'should not run' }));
    const tombstone = { pk: `DELETED#${createHash('sha256').update('gone').digest('hex')}`, sk: 'ACCOUNT' };
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: tombstone }).resolves({ Item: { ...tombstone, expiresAt: Math.floor(Date.now() / 1000) + 3600 } });
    for (const route of ['POST /api/get_user', 'POST /api/get_statistics', 'POST /api/answer_quiz', 'POST /api/admin/list_reports']) {
      const claims = { sub: 'gone', 'cognito:groups': '[admin]' };
      expect(parse(await handler(event(route, { claims }))), route).toMatchObject({ statusCode: 401, body: { error: true, code: 'account_deleted', message: 'Ce compte a été supprimé.' } });
    }
    // A tombstone past its time (TTL deletes late) no longer counts.
    dynamo.on(GetCommand, { Key: tombstone }).resolves({ Item: { ...tombstone, expiresAt: Math.floor(Date.now() / 1000) - 1 } });
    expect(parse(await handler(event('POST /api/get_user', { claims: { sub: 'gone' } }))).statusCode).toBe(200);
  });
});

describe('identityFromClaims', () => {
  it('reads groups in API Gateway string form and as an array', () => {
    expect(identityFromClaims({ sub: 's', 'cognito:groups': '[admin finance]' })?.groups).toEqual(['admin', 'finance']);
    expect(identityFromClaims({ sub: 's', 'cognito:groups': ['admin'] })?.groups).toEqual(['admin']);
    expect(identityFromClaims({ sub: 's' })?.groups).toEqual([]);
  });

  it('cleans the name claim typed at sign-up: no bidi override, zero-width or control character reaches a board', () => {
    expect(identityFromClaims({ sub: 's', name: '\u202Eeimaj\u202C Marie\u200B\u0000' })?.name).toBe('eimaj Marie');
    expect(identityFromClaims({ sub: 's', name: '\u200B\u2066' })?.name).toBeUndefined();
    expect(identityFromClaims({ sub: 's', name: 'x'.repeat(100) })?.name).toHaveLength(30);
  });

  it('has no identity without a subject', () => {
    expect(identityFromClaims({ email: 'x@plume.test' })).toBeUndefined();
    expect(identityFromClaims(undefined)).toBeUndefined();
  });
});
