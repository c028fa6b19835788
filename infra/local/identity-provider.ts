import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import * as z from 'zod';
import { listenOnLoopback } from './ports.ts';
import { readBody } from './read-body.ts';

/** The client the local Cognito is registered as at this provider, as an operator registers Cognito at Google. */
export interface RelyingParty { clientId: string; clientSecret: string; redirectUri: string }

interface Person { email: string; name: string }

const signInForm = z.object({
  email: z.email().max(254).transform((email) => email.toLowerCase()),
  name: z.string().trim().min(1).max(80),
});

/**
 * A real OpenID Connect provider (panva's `oidc-provider`, the certified Node.js implementation) standing in for Google
 * in the local cloud, on a loopback port of its own as Google has its own origin. The local Cognito federates with it
 * as Cognito federates with Google: the authorization-code flow, a client secret, an ID token signed by this
 * provider's own key and checked against its JWKS. Its sign-in page takes any e-mail address and name (nobody has a
 * Google account on a laptop), says plainly that it is a simulation, and keeps the people it saw in a file: a person
 * keeps their `sub` across restarts, as a Google account does. Sessions and grants stay in memory (the library's
 * adapter): a restart signs everyone out of the provider, which Plume's own sessions do not notice.
 */
export class LocalIdentityProvider {
  private server: Server | undefined;
  private readonly people: Map<string, Person>;

  constructor(private readonly options: { stateFile: string; relyingParty: RelyingParty }) {
    this.people = existsSync(options.stateFile)
      ? new Map(Object.entries(z.record(z.string(), z.object({ email: z.string(), name: z.string() })).parse(JSON.parse(readFileSync(options.stateFile, 'utf8')))))
      : new Map();
  }

  /** Listens on `port` (0: any free one) and answers the provider's issuer URL. */
  async listen(port: number): Promise<string> {
    const server = createServer();
    this.server = server;
    const url = await listenOnLoopback(server, port);
    const provider = await this.provider(url);
    const callback = provider.callback();
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      this.route(provider, request, response).then(
        (handled) => (handled ? undefined : callback(request, response)),
        (error: unknown) => {
          if (response.headersSent) return response.destroy();
          response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(error instanceof Error ? error.message : 'Requête refusée');
        },
      );
    });
    return url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async provider(issuer: string): Promise<Provider> {
    const signingKey = await generateKeyPair('RS256', { extractable: true });
    const { relyingParty } = this.options;
    const configuration: Configuration = {
      clients: [{
        client_id: relyingParty.clientId,
        client_secret: relyingParty.clientSecret,
        redirect_uris: [relyingParty.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      }],
      jwks: { keys: [{ ...(await exportJWK(signingKey.privateKey)), kid: 'local', alg: 'RS256', use: 'sig' }] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // As Google's: the person's e-mail and name are in the ID token itself, which is all Cognito reads.
      conformIdTokenClaims: false,
      findAccount: (_ctx, sub) => {
        const person = this.people.get(sub);
        return person ? { accountId: sub, claims: () => ({ sub, email: person.email, email_verified: true, name: person.name }) } : undefined;
      },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      // Lifetimes, in seconds: a sign-in page an hour, the provider's session and grant two weeks, tokens an hour.
      ttl: { Interaction: 3600, Session: 14 * 86_400, Grant: 14 * 86_400, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
      // The library's own development pages are off: the sign-in page below is this provider's.
      features: { devInteractions: { enabled: false } },
      // Cognito is the only client, and Google asks no consent of a returning person either: the grant is given at sign-in.
      loadExistingGrant: async (ctx) => {
        const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
        return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
      },
    };
    // The library's in-memory store is what a stand-in on a laptop wants (a restart signs people out of "Google" only);
    // its start-up warning, written for production servers, would bury the one line `npm start` prints.
    const warn = console.warn;
    console.warn = (...parts: unknown[]) => (String(parts[0]).includes('in-memory adapter') ? undefined : warn(...parts));
    try {
      return new Provider(issuer, configuration);
    } finally {
      console.warn = warn;
    }
  }

  /** The sign-in page and its answer; anything else is the library's (discovery, authorization, token, JWKS). */
  private async route(provider: Provider, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(path);
    if (!match) return false;
    const details = await provider.interactionDetails(request, response);
    if (match[2] === '/abort') {
      await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'Connexion annulée' }, { mergeWithLastSubmission: false });
      return true;
    }
    if (match[2] === '/login' && request.method === 'POST') {
      const body = await readBody(request, 4096);
      const form = signInForm.safeParse(Object.fromEntries(new URLSearchParams(body?.toString('utf8') ?? '')));
      if (!form.success) {
        sendPage(response, 400, signInPage(details.uid, 'Indiquez une adresse e-mail valide et un nom.'));
        return true;
      }
      const sub = this.remember(form.data);
      const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
      return true;
    }
    sendPage(response, 200, signInPage(details.uid));
    return true;
  }

  /** The person's stable subject: derived from the e-mail address, as a Google account's id never changes. */
  private remember(person: Person): string {
    const sub = createHash('sha256').update(person.email).digest('hex').slice(0, 21);
    this.people.set(sub, person);
    mkdirSync(dirname(this.options.stateFile), { recursive: true });
    writeFileSync(this.options.stateFile, JSON.stringify(Object.fromEntries(this.people)));
    return sub;
  }
}

function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function signInPage(uid: string, error?: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Google (simulé) — connexion</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;line-height:1.5}label{display:block;margin-top:1rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button,a{margin-top:1.5rem;font-size:1rem}button{padding:.5rem 1rem}[role=alert]{color:#a00}</style></head>
<body><main>
<h1>Google (simulé)</h1>
<p>Ce fournisseur d’identité OpenID Connect tourne dans le cloud local de Plume : il remplace Google sur cette machine. Aucune donnée ne quitte l’ordinateur.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login">
<label for="email">Adresse e-mail</label><input id="email" name="email" type="email" autocomplete="email" required>
<label for="name">Nom</label><input id="name" name="name" type="text" autocomplete="name" required>
<button type="submit">Se connecter</button>
</form>
<p><a href="${action}/abort">Annuler et revenir à Plume</a></p>
</main></body></html>`;
}
