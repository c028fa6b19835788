import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  AdminCreateUserCommand, AdminGetUserCommand, AdminLinkProviderForUserCommand, ConfirmSignUpCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { api, cloud, cognitoClient, TEST_PASSWORD } from '@plume/lambdas/test/cloud-client';

interface Answer { status: number; location: string | undefined; body: string }

/**
 * What a browser does between Plume, the hosted UI and the provider: redirects followed by hand, cookies kept per host
 * (as browsers keep them, whatever the port), the hosted UI's self-signed certificate accepted.
 */
class Browser {
  private readonly cookies = new Map<string, Map<string, string>>();

  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Answer & { url: string }> {
    const target = new URL(url);
    const jar = this.cookies.get(target.hostname) ?? new Map<string, string>();
    this.cookies.set(target.hostname, jar);
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const response = await new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
      const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, {
        method: init.method ?? 'GET',
        rejectUnauthorized: false,
        headers: {
          ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      }, (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(Object.assign(answer, { text })));
      });
      request.on('error', reject);
      request.end(body);
    });
    for (const cookie of response.headers['set-cookie'] ?? []) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    const location = response.headers.location ? new URL(response.headers.location, url).toString() : undefined;
    return { url, status: response.statusCode ?? 0, location, body: response.text };
  }

  /** Follows redirects until a page answers, or the next one is Plume's own (the app's callback: answered there). */
  async follow(url: string, init?: { method?: string; form?: Record<string, string> }): Promise<Answer & { url: string }> {
    let answer = await this.go(url, init);
    while (answer.location && !answer.location.startsWith(cloud().url)) answer = await this.go(answer.location);
    return answer;
  }

  hasCookie(host: string, name: string): boolean {
    return this.cookies.get(host)?.has(name) ?? false;
  }
}

const loginPage = () => `${cloud().url}/auth/login/`;
const hostedUi = (path: string) => `https://${cloud().oauthDomain}${path}`;
const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

function authorizeUrl(parameters: Record<string, string> = {}): string {
  return `${hostedUi('/oauth2/authorize')}?${new URLSearchParams({
    client_id: cloud().userPoolClientId, redirect_uri: loginPage(), response_type: 'code', identity_provider: 'Google', state: 'app-state', scope: 'openid email profile', ...parameters,
  })}`;
}

/** « Continuer avec Google », then the provider's sign-in page: the hosted UI's code for Plume, as the app receives it. */
async function signInAtGoogle(browser: Browser, person: { email: string; name: string }, challenge: string): Promise<string> {
  const page = await browser.follow(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }));
  // A browser the provider remembers comes straight back; one it does not is asked who it is.
  if (page.status === 200) expect(page.body).toContain('Google (simulé)');
  const back = page.status === 200 ? await browser.follow(`${page.url}/login`, { method: 'POST', form: person }) : page;
  const callback = new URL(back.location!);
  expect(`${callback.origin}${callback.pathname}`).toBe(loginPage());
  expect(callback.searchParams.get('state')).toBe('app-state');
  return callback.searchParams.get('code')!;
}

async function exchange(code: string, verifier?: string, redirectUri = loginPage()) {
  const browser = new Browser();
  const answer = await browser.go(hostedUi('/oauth2/token'), {
    method: 'POST',
    form: { grant_type: 'authorization_code', client_id: cloud().userPoolClientId, code, redirect_uri: redirectUri, ...(verifier ? { code_verifier: verifier } : {}) },
  });
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, string> };
}

const attributesOf = async (username: string) =>
  Object.fromEntries(((await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: username }))).UserAttributes ?? []).map(({ Name, Value }) => [Name, Value]));
/** The provider identities of a user, as Cognito lists them (its `identities` attribute). */
const identitiesOf = async (username: string) => JSON.parse((await attributesOf(username)).identities ?? '[]') as unknown[];

const someone = (name = 'Nina Durand') => ({ email: `google-${randomUUID()}@exemple.fr`, name });

describe('local Cognito: the hosted UI federates with the local OpenID Connect provider, as Cognito with Google', () => {
  it('signs a new person in: the pool’s tokens for a `Google_` user listed with its identity, and the API knows them', async () => {
    const browser = new Browser();
    const person = someone();
    const { verifier, challenge } = pkce();
    const code = await signInAtGoogle(browser, person, challenge);
    expect(browser.hasCookie('localhost', 'cognito')).toBe(true);

    const tokens = await exchange(code, verifier);
    expect(tokens.status).toBe(200);
    const claims = decodeJwt(tokens.body.id_token!);
    expect(claims).toMatchObject({ email: person.email, email_verified: true, name: person.name, 'cognito:username': expect.stringMatching(/^Google_/) });
    expect(await identitiesOf(String(claims['cognito:username']))).toEqual([expect.objectContaining({ providerName: 'Google', providerType: 'Google', primary: true })]);
    const me = await api('/api/me', { method: 'GET', token: tokens.body.id_token! });
    expect(me.body?.data).toMatchObject({ email: person.email, name: person.name });
  });

  it('spends a code once, and only with its PKCE verifier, its client and its redirect URI', async () => {
    const person = someone();
    const browser = new Browser();
    const first = pkce();
    const code = await signInAtGoogle(browser, person, first.challenge);
    expect(await exchange(code, pkce().verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The failed try spent it: the right verifier comes too late.
    expect(await exchange(code, first.verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const second = pkce();
    const again = await signInAtGoogle(browser, person, second.challenge);
    expect(await exchange(again, undefined)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const third = pkce();
    const elsewhere = await signInAtGoogle(browser, person, third.challenge);
    expect(await exchange(elsewhere, third.verifier, 'https://attaquant.example/')).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const fourth = pkce();
    const good = await signInAtGoogle(browser, person, fourth.challenge);
    expect((await exchange(good, fourth.verifier)).status).toBe(200);
    expect(await exchange(good, fourth.verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('never redirects to an address the app client does not list (no open redirect), and refuses an unknown provider', async () => {
    const browser = new Browser();
    const stranger = await browser.go(authorizeUrl({ redirect_uri: 'https://attaquant.example/' }));
    expect(stranger.status).toBe(400);
    expect(stranger.location).toBeUndefined();
    const unknown = await browser.go(authorizeUrl({ identity_provider: 'Myspace' }));
    expect(unknown.status).toBe(302);
    expect(new URL(unknown.location!).searchParams.get('error')).toBe('unauthorized_client');
    const logout = await browser.go(`${hostedUi('/logout')}?${new URLSearchParams({ client_id: cloud().userPoolClientId, logout_uri: 'https://attaquant.example/' })}`);
    expect(logout.status).toBe(400);
  });

  it('ends its own session at /logout and goes back to the app’s sign-out page', async () => {
    const browser = new Browser();
    await signInAtGoogle(browser, someone(), pkce().challenge);
    expect(browser.hasCookie('localhost', 'cognito')).toBe(true);
    const logout = await browser.go(`${hostedUi('/logout')}?${new URLSearchParams({ client_id: cloud().userPoolClientId, logout_uri: loginPage() })}`);
    expect(logout).toMatchObject({ status: 302, location: loginPage() });
    expect(browser.hasCookie('localhost', 'cognito')).toBe(false);
  });
});

describe('local Cognito: one account per e-mail address (the pre-sign-up trigger, AdminLinkProviderForUser)', () => {
  async function confirmedFamily(email: string) {
    await cognitoClient().send(new SignUpCommand({ ClientId: cloud().userPoolClientId, Username: email, Password: TEST_PASSWORD, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: 'Camille Martin' }] }));
    const [message] = (await (await fetch(`${cloud().url}/_local/outbox?to=${encodeURIComponent(email)}`)).json()) as { code: string }[];
    await cognitoClient().send(new ConfirmSignUpCommand({ ClientId: cloud().userPoolClientId, Username: email, ConfirmationCode: message!.code }));
  }

  it('verifies the address whose sign-up code was answered, as Cognito does', async () => {
    const email = `famille-${randomUUID()}@exemple.fr`;
    await confirmedFamily(email);
    expect(await attributesOf(email)).toMatchObject({ email, email_verified: 'true' });
  });

  it('signs a family in through Google with its verified address as its own account, linked', async () => {
    const email = `famille-${randomUUID()}@exemple.fr`;
    await confirmedFamily(email);
    const { verifier, challenge } = pkce();
    const tokens = await exchange(await signInAtGoogle(new Browser(), { email, name: 'Cam' }, challenge), verifier);
    const claims = decodeJwt(tokens.body.id_token!);
    expect(claims).toMatchObject({ email, name: 'Camille Martin' });
    expect(claims['cognito:username']).not.toMatch(/^Google_/);
    expect(await identitiesOf(email)).toEqual([expect.objectContaining({ providerName: 'Google', primary: false })]);
  });

  it('refuses a sign-in through Google with a staff account’s address: staff rights need the authenticator app', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizeUrl());
    const back = await browser.follow(`${page.url}/login`, { method: 'POST', form: { email: 'admin@plume.test', name: 'Équipe' } });
    const callback = new URL(back.location!);
    expect(callback.searchParams.get('code')).toBeNull();
    expect(callback.searchParams.get('error_description')).toContain('STAFF_ACCOUNT');
    expect(await identitiesOf('admin@plume.test')).toEqual([]);
  });

  it('refuses a password sign-up with the address of a Google user, naming Google', async () => {
    const person = someone();
    const { verifier, challenge } = pkce();
    await exchange(await signInAtGoogle(new Browser(), person, challenge), verifier);
    await expect(cognitoClient().send(new SignUpCommand({ ClientId: cloud().userPoolClientId, Username: person.email, Password: TEST_PASSWORD, UserAttributes: [{ Name: 'email', Value: person.email }] })))
      .rejects.toMatchObject({ name: 'UserLambdaValidationException', message: expect.stringContaining('FEDERATED_EMAIL:Google') });
  });

  it('links as Cognito does: to an existing user of the pool’s own, an identity that never signed in alone, five at most', async () => {
    const link = (username: string, subject: string, provider = 'Google') => cognitoClient().send(new AdminLinkProviderForUserCommand({
      UserPoolId: cloud().userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: username },
      SourceUser: { ProviderName: provider, ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: subject },
    }));
    await expect(link(`personne-${randomUUID()}@exemple.fr`, 'x')).rejects.toMatchObject({ name: 'UserNotFoundException' });

    const email = `famille-${randomUUID()}@exemple.fr`;
    await cognitoClient().send(new AdminCreateUserCommand({ UserPoolId: cloud().userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }));
    // Someone who already signed in through Google has a user of their own: Cognito does not merge users.
    const { verifier, challenge } = pkce();
    const tokens = await exchange(await signInAtGoogle(new Browser(), someone(), challenge), verifier);
    const subject = String(decodeJwt(tokens.body.id_token!)['cognito:username']).replace(/^Google_/, '');
    await expect(link(email, subject)).rejects.toMatchObject({ name: 'InvalidParameterException' });

    const neverSeen = randomUUID();
    for (let index = 0; index < 5; index++) await link(email, `${neverSeen}-${index}`);
    await expect(link(email, `${neverSeen}-5`)).rejects.toMatchObject({ name: 'LimitExceededException' });
    expect(await identitiesOf(email)).toHaveLength(5);
  });
});
