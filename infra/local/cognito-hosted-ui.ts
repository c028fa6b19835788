import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { generate as generateCertificate } from 'selfsigned';
import * as z from 'zod';
import { listenOnLoopback } from './ports.ts';
import { readBody } from './read-body.ts';

/** The pool's attribute ← the provider's claim, as the CDK auth stack maps Google's (`attributeMapping`). */
export type AttributeMapping = Readonly<Record<string, string>>;

/** An OpenID Connect identity provider of the pool (CreateIdentityProvider's `OIDC` type, or Google, which is one). */
export interface FederatedProvider {
  /** The pool's name for it: the button's provider and the prefix of its users' usernames (`Google_<sub>`). */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  attributeMapping: AttributeMapping;
}

export interface PoolUser {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  Attributes?: { Name: string; Value?: string }[];
  UserCreateDate?: Date;
  UserLastModifiedDate?: Date;
  RefreshTokens?: string[];
}

export interface HostedUiAppClient {
  ClientId: string;
  UserPoolId: string;
  CallbackURLs?: string[];
  LogoutURLs?: string[];
  SupportedIdentityProviders?: string[];
  AllowedOAuthFlows?: string[];
}

/** What the hosted UI needs of the emulated pool. */
export interface HostedUiPool {
  appClient(clientId: string): Promise<HostedUiAppClient | undefined>;
  users(userPoolId: string): Promise<PoolUser[]>;
  user(userPoolId: string, username: string): Promise<PoolUser | undefined>;
  saveUser(userPoolId: string, user: PoolUser): Promise<void>;
  /** The pool's tokens for a user signed in here (`TokenGeneration_HostedAuth`), the refresh token kept. */
  issueTokens(client: HostedUiAppClient, user: PoolUser): Promise<{ IdToken: string; AccessToken: string; RefreshToken: string }>;
  /** Cognito's pre-sign-up trigger (`PreSignUp_ExternalProvider`); a throw refuses the sign-in. */
  preSignUp(event: object): Promise<unknown>;
}

/** An identity linked to a user (AdminLinkProviderForUser, or the user's own first federated sign-in): the `identities` attribute. */
export interface LinkedIdentity { userId: string; providerName: string; providerType: string; issuer: null; primary: boolean; dateCreated: number }

/** A provider's user's username in the pool, as Cognito names it: `<provider>_<sub>`. */
export const federatedUsername = (providerName: string, sub: string) => `${providerName}_${sub}`;

/** An identity as Cognito lists it: `primary` on the provider's own user, not on a user it was linked to. */
export const linkedIdentity = (providerName: string, sub: string, primary: boolean): LinkedIdentity =>
  ({ userId: sub, providerName, providerType: providerName === 'Google' ? 'Google' : 'OIDC', issuer: null, primary, dateCreated: Date.now() });

export const identitiesOf = (user: PoolUser | undefined): LinkedIdentity[] => {
  const value = user?.Attributes?.find((attribute) => attribute.Name === 'identities')?.Value;
  return value ? (JSON.parse(value) as LinkedIdentity[]) : [];
};

/** Cognito's lifetimes: an authorization code 5 minutes, a trip to the provider and back as long, the `cognito` session 1 hour. */
const CODE_TTL_MS = 5 * 60_000;
const SESSION_TTL_MS = 60 * 60_000;
const SESSION_COOKIE = 'cognito';

interface PendingSignIn { clientId: string; redirectUri: string; appState: string | undefined; codeChallenge: string | undefined; codeChallengeMethod: string; provider: FederatedProvider; nonce: string; expiresAt: number }
interface IssuedCode { clientId: string; redirectUri: string; userPoolId: string; username: string; codeChallenge: string | undefined; codeChallengeMethod: string; expiresAt: number }

class HostedUiError extends Error {
  constructor(readonly error: string, description: string) {
    super(description);
  }
}

const authorizeQuery = z.object({
  client_id: z.string().min(1).max(128),
  redirect_uri: z.url().max(1024),
  response_type: z.literal('code'),
  identity_provider: z.string().min(1).max(32),
  state: z.string().max(2048).optional(),
  code_challenge: z.string().min(43).max(128).optional(),
  code_challenge_method: z.enum(['S256', 'plain']).default('plain'),
});

const tokenRequest = z.object({
  grant_type: z.literal('authorization_code'),
  client_id: z.string().min(1).max(128),
  code: z.string().min(1).max(256),
  redirect_uri: z.string().max(1024),
  code_verifier: z.string().min(43).max(128).optional(),
});

const providerTokens = z.object({ id_token: z.string() });
const discovery = z.object({ authorization_endpoint: z.url(), token_endpoint: z.url(), jwks_uri: z.url() });

/**
 * Cognito's hosted UI for federated sign-in, which the emulator lacks: `/oauth2/authorize` (to the identity provider),
 * `/oauth2/idpresponse` (the provider's code, exchanged and its ID token checked; the user found, linked or created as
 * Cognito does, the pre-sign-up trigger run on a first sign-in), `/oauth2/token` (the pool's tokens for the code, with
 * PKCE) and `/logout` (the `cognito` session cookie cleared, then back to an allowed sign-out URL). Served over TLS
 * with a certificate made on first start, because Amplify builds these URLs as `https://<domain>/…`: the domain is
 * `localhost:<port>`. Cognito's own sign-in page (the hosted UI without `identity_provider`) is not emulated: Plume
 * signs people in with its own pages and goes to the hosted UI for a provider only.
 */
export class LocalHostedUi {
  private server: Server | undefined;
  private readonly providers = new Map<string, FederatedProvider>();
  private readonly pending = new Map<string, PendingSignIn>();
  private readonly codes = new Map<string, IssuedCode>();
  private readonly sessions = new Map<string, { username: string; expiresAt: number }>();
  private domain = '';

  constructor(private readonly options: { certificateFile: string; region: string; pool: HostedUiPool; log?: (line: string) => void }) {}

  /** Listens over TLS on `port` (0: any free one) and answers the domain Amplify is configured with (`localhost:<port>`). */
  async listen(port: number): Promise<string> {
    const { key, cert } = await certificate(this.options.certificateFile);
    const server = createServer({ key, cert }, (request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        this.options.log?.(`hosted UI: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) sendText(response, 500, 'Erreur interne du domaine Cognito local');
      });
    });
    this.server = server;
    const url = await listenOnLoopback(server, port);
    this.domain = `localhost:${new URL(url).port}`;
    return this.domain;
  }

  /** Where a provider sends its codes back: registered there as the client's redirect URI. */
  get idpResponseUrl(): string {
    return `https://${this.domain}/oauth2/idpresponse`;
  }

  addProvider(provider: FederatedProvider): void {
    this.providers.set(provider.name, provider);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.forgetExpired();
    const url = new URL(request.url ?? '/', `https://${this.domain}`);
    const query = Object.fromEntries(url.searchParams);
    if (request.method === 'GET' && url.pathname === '/oauth2/authorize') return this.authorize(query, response);
    if (request.method === 'GET' && url.pathname === '/oauth2/idpresponse') return this.idpResponse(query, response);
    if (request.method === 'OPTIONS' && url.pathname === '/oauth2/token') return void response.writeHead(204, corsHeaders(request)).end();
    if (request.method === 'POST' && url.pathname === '/oauth2/token') return this.token(request, response);
    if (request.method === 'GET' && url.pathname === '/logout') return this.logout(request, query, response);
    sendText(response, 404, 'Introuvable');
  }

  private async authorize(query: Record<string, string>, response: ServerResponse): Promise<void> {
    const parsed = authorizeQuery.safeParse(query);
    if (!parsed.success) return sendText(response, 400, `Requête d’autorisation invalide : ${z.prettifyError(parsed.error)}`);
    const request = parsed.data;
    const client = await this.options.pool.appClient(request.client_id);
    // Cognito answers an unknown client or redirect URI on its own page: redirecting there would make it an open redirect.
    if (!client) return sendText(response, 400, 'Client inconnu');
    if (!client.CallbackURLs?.includes(request.redirect_uri)) return sendText(response, 400, 'redirect_mismatch');
    const provider = this.providers.get(request.identity_provider);
    if (!client.AllowedOAuthFlows?.includes('code') || !provider || !client.SupportedIdentityProviders?.includes(provider.name)) {
      return redirect(response, withQuery(request.redirect_uri, { error: 'unauthorized_client', state: request.state }));
    }
    const state = randomBytes(24).toString('base64url');
    const nonce = randomBytes(24).toString('base64url');
    this.pending.set(state, {
      clientId: client.ClientId,
      redirectUri: request.redirect_uri,
      appState: request.state,
      codeChallenge: request.code_challenge,
      codeChallengeMethod: request.code_challenge_method,
      provider,
      nonce,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    const { authorization_endpoint } = await this.discover(provider);
    redirect(response, withQuery(authorization_endpoint, {
      response_type: 'code', client_id: provider.clientId, redirect_uri: this.idpResponseUrl, scope: provider.scopes, state, nonce,
    }));
  }

  private async idpResponse(query: Record<string, string>, response: ServerResponse): Promise<void> {
    const pending = query.state ? this.pending.get(query.state) : undefined;
    if (query.state) this.pending.delete(query.state);
    if (!pending || pending.expiresAt < Date.now()) return sendText(response, 400, 'Cette connexion a expiré : recommencez depuis Plume.');
    const back = (error: string, description: string) =>
      redirect(response, withQuery(pending.redirectUri, { error_description: description, state: pending.appState, error }));
    if (query.error || !query.code) return back(query.error ?? 'invalid_request', query.error_description ?? 'The identity provider returned no code');
    try {
      const claims = await this.exchange(pending, query.code);
      const client = (await this.options.pool.appClient(pending.clientId))!;
      const user = await this.signedInUser(client, pending.provider, claims);
      const code = randomBytes(32).toString('base64url');
      this.codes.set(code, {
        clientId: client.ClientId, redirectUri: pending.redirectUri, userPoolId: client.UserPoolId, username: user.Username,
        codeChallenge: pending.codeChallenge, codeChallengeMethod: pending.codeChallengeMethod, expiresAt: Date.now() + CODE_TTL_MS,
      });
      const session = randomBytes(32).toString('base64url');
      this.sessions.set(session, { username: user.Username, expiresAt: Date.now() + SESSION_TTL_MS });
      response.setHeader('set-cookie', `${SESSION_COOKIE}=${session}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}`);
      redirect(response, withQuery(pending.redirectUri, { code, state: pending.appState }));
    } catch (error) {
      if (!(error instanceof HostedUiError)) throw error;
      back(error.error, error.message);
    }
  }

  /** The provider's code for its ID token, checked as Cognito checks it: signature, issuer, audience, expiry, nonce. */
  private async exchange(pending: PendingSignIn, code: string): Promise<Record<string, unknown>> {
    const { provider } = pending;
    const endpoints = await this.discover(provider);
    const answer = await fetch(endpoints.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: this.idpResponseUrl, client_id: provider.clientId, client_secret: provider.clientSecret }),
    });
    if (!answer.ok) throw new HostedUiError('invalid_request', `Error from the identity provider's token endpoint: ${answer.status}`);
    const { id_token } = providerTokens.parse(await answer.json());
    const { payload } = await jwtVerify(id_token, createRemoteJWKSet(new URL(endpoints.jwks_uri)), { issuer: provider.issuer, audience: provider.clientId }).catch(() => {
      throw new HostedUiError('invalid_request', 'The ID token of the identity provider could not be verified');
    });
    if (payload.nonce !== pending.nonce || typeof payload.sub !== 'string') throw new HostedUiError('invalid_request', 'The ID token of the identity provider does not belong to this sign-in');
    return payload;
  }

  /**
   * The pool's user for the provider's person, as Cognito finds it: the user the identity is linked to, else the
   * provider's own user (`<provider>_<sub>`, its mapped attributes refreshed at every sign-in), else a new one, created
   * after the pre-sign-up trigger (which may link the identity to an existing user instead, or refuse the sign-in).
   */
  private async signedInUser(client: HostedUiAppClient, provider: FederatedProvider, claims: Record<string, unknown>): Promise<PoolUser> {
    const { pool } = this.options;
    const sub = String(claims.sub);
    const username = federatedUsername(provider.name, sub);
    const mapped = Object.entries(provider.attributeMapping)
      .filter(([, claim]) => claims[claim] !== undefined)
      .map(([attribute, claim]) => ({ Name: attribute, Value: String(claims[claim]) }));
    const linked = async () => (await pool.users(client.UserPoolId)).find((user) => user.Username !== username && identitiesOf(user).some((identity) => identity.providerName === provider.name && identity.userId === sub));
    let user = (await linked()) ?? (await pool.user(client.UserPoolId, username));
    if (user?.Username === username) {
      user = { ...user, Attributes: mergeAttributes(user.Attributes, mapped), UserLastModifiedDate: new Date() };
      await pool.saveUser(client.UserPoolId, user);
    }
    if (!user) {
      try {
        await pool.preSignUp({
          version: '1',
          triggerSource: 'PreSignUp_ExternalProvider',
          region: this.options.region,
          userPoolId: client.UserPoolId,
          userName: username,
          callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: client.ClientId },
          request: { userAttributes: Object.fromEntries(mapped.map(({ Name, Value }) => [Name, Value])), validationData: null },
          response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
        });
      } catch (error) {
        throw new HostedUiError('invalid_request', `PreSignUp failed with error ${(error as Error).message}.`);
      }
      user = await linked();
    }
    if (!user) {
      const now = new Date();
      user = {
        Username: username,
        Enabled: true,
        UserStatus: 'EXTERNAL_PROVIDER',
        Attributes: mergeAttributes([{ Name: 'sub', Value: randomUUID() }, { Name: 'identities', Value: JSON.stringify([linkedIdentity(provider.name, sub, true)]) }], mapped),
        UserCreateDate: now,
        UserLastModifiedDate: now,
        RefreshTokens: [],
      };
      await pool.saveUser(client.UserPoolId, user);
    }
    if (user.Enabled === false) throw new HostedUiError('invalid_request', 'User is disabled.');
    return user;
  }

  private async token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers = { ...corsHeaders(request), 'content-type': 'application/json', 'cache-control': 'no-store' };
    const fail = (error: string) => void response.writeHead(400, headers).end(JSON.stringify({ error }));
    const body = await readBody(request, 8192);
    const parsed = tokenRequest.safeParse(Object.fromEntries(new URLSearchParams(body?.toString('utf8') ?? '')));
    if (!parsed.success) return fail(body && new URLSearchParams(body.toString('utf8')).get('grant_type') !== 'authorization_code' ? 'unsupported_grant_type' : 'invalid_request');
    const { code, client_id, redirect_uri, code_verifier } = parsed.data;
    const issued = this.codes.get(code);
    // A code is spent by its first use, right or wrong.
    this.codes.delete(code);
    if (!issued || issued.expiresAt < Date.now() || issued.clientId !== client_id || issued.redirectUri !== redirect_uri) return fail('invalid_grant');
    if (issued.codeChallenge && !verifierMatches(issued.codeChallenge, issued.codeChallengeMethod, code_verifier)) return fail('invalid_grant');
    const client = await this.options.pool.appClient(client_id);
    const user = await this.options.pool.user(issued.userPoolId, issued.username);
    if (!client || !user || user.Enabled === false) return fail('invalid_grant');
    const tokens = await this.options.pool.issueTokens(client, user);
    response.writeHead(200, headers).end(JSON.stringify({
      id_token: tokens.IdToken, access_token: tokens.AccessToken, refresh_token: tokens.RefreshToken, token_type: 'Bearer', expires_in: 3600,
    }));
  }

  private async logout(request: IncomingMessage, query: Record<string, string>, response: ServerResponse): Promise<void> {
    const client = query.client_id ? await this.options.pool.appClient(query.client_id) : undefined;
    if (!client || !query.logout_uri || !client.LogoutURLs?.includes(query.logout_uri)) return sendText(response, 400, 'Adresse de déconnexion non autorisée');
    const session = cookieValue(request, SESSION_COOKIE);
    if (session) this.sessions.delete(session);
    response.setHeader('set-cookie', `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`);
    redirect(response, query.logout_uri);
  }

  /** Sign-ins left half-way, codes never exchanged and ended sessions go, so a long-running cloud does not pile them up. */
  private forgetExpired(): void {
    const now = Date.now();
    for (const entries of [this.pending, this.codes, this.sessions] as Map<string, { expiresAt: number }>[]) {
      for (const [key, { expiresAt }] of entries) if (expiresAt < now) entries.delete(key);
    }
  }

  private readonly discovered = new Map<string, Promise<z.infer<typeof discovery>>>();

  private discover(provider: FederatedProvider): Promise<z.infer<typeof discovery>> {
    let found = this.discovered.get(provider.issuer);
    if (!found) {
      found = fetch(`${provider.issuer}/.well-known/openid-configuration`).then(async (answer) => discovery.parse(await answer.json()));
      found.catch(() => this.discovered.delete(provider.issuer));
      this.discovered.set(provider.issuer, found);
    }
    return found;
  }
}

function verifierMatches(challenge: string, method: string, verifier: string | undefined): boolean {
  if (!verifier) return false;
  return (method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier) === challenge;
}

function mergeAttributes(attributes: PoolUser['Attributes'] = [], updates: { Name: string; Value: string }[]): { Name: string; Value?: string }[] {
  const names = new Set(updates.map((update) => update.Name));
  return [...attributes.filter((attribute) => !names.has(attribute.Name)), ...updates];
}

/** Cognito's token endpoint answers any origin's browser (the code and its verifier are the proof). */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  // Amplify adds its own headers (x-amz-user-agent): the preflight's are allowed as asked.
  const headers = String(request.headers['access-control-request-headers'] ?? 'content-type');
  return { 'access-control-allow-origin': origin, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': headers, vary: 'origin' };
}

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function withQuery(base: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, 'cache-control': 'no-store' }).end();
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(text);
}

const storedCertificate = z.object({ key: z.string(), cert: z.string() });

/**
 * The hosted UI's self-signed certificate for `localhost`, made once and kept beside the pool's data, so a browser that
 * was told to trust it keeps trusting it across restarts (a reset makes a new one).
 */
async function certificate(file: string): Promise<z.infer<typeof storedCertificate>> {
  if (existsSync(file)) return storedCertificate.parse(JSON.parse(readFileSync(file, 'utf8')));
  const made = await generateCertificate([{ name: 'commonName', value: 'localhost' }], {
    // 825 days: the longest validity browsers accept of a server certificate.
    notAfterDate: new Date(Date.now() + 825 * 24 * 60 * 60_000),
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const stored = { key: made.private, cert: made.cert };
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  return stored;
}
