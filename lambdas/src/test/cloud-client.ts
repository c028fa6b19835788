import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Endpoint } from '@plume/shared/endpoint';
import * as endpoints from '@plume/shared/endpoints';
import { isStaffGroup } from '@plume/shared/staff-mfa';
import { inject } from 'vitest';
import * as z from 'zod';

/** What the integration run's global setup (`infra/local/test-setup.ts`) provides: the local cloud every test calls. */
declare module 'vitest' {
  export interface ProvidedContext {
    cloud: {
      url: string; userPoolId: string; userPoolClientId: string; dynamodb: string; eventbridge: string; cognito: string; polly: string; s3: string; scheduler: string; secretsmanager: string;
      /** The HTTP API's own address, without the edge (AWS's execute-api one). */
      executeApi: string;
      tableName: string; speechBucket: string; speechClipSecretId: string; pollyVoiceId: string; demoPassword: string; stripeWebhookSecret: string;
      /** The authenticator keys of the demo staff accounts, by e-mail (infra/local/demo-accounts.ts). */
      demoTotpSecrets: Record<string, string>;
      /** The hosted UI's domain (`localhost:<port>`, TLS) and the OpenID Connect provider standing in for Google. */
      oauthDomain: string;
      identityProviderIssuer: string;
    };
  }
}

export const TEST_PASSWORD = 'Plume-Test-2026!';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function cloud() {
  return inject('cloud');
}

export function cognitoClient(endpoint = cloud().cognito): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: 'eu-west-3', credentials });
}

export function documentClient(endpoint = cloud().dynamodb): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'eu-west-3', credentials }));
}

/**
 * Creates a confirmed user (optionally in groups) and signs in with USER_PASSWORD_AUTH; returns its ID token. Staff
 * first set up an authenticator app, as staff groups need it (shared/src/staff-mfa.ts): its key is returned too.
 */
export async function signedInUser(options: { groups?: string[]; pool?: { userPoolId: string; userPoolClientId: string; cognito: string } } = {}) {
  const pool = options.pool ?? cloud();
  const client = cognitoClient(pool.cognito);
  const email = `test-${randomUUID()}@plume.test`;
  await client.send(new AdminCreateUserCommand({ UserPoolId: pool.userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }));
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: pool.userPoolId, Username: email, Password: TEST_PASSWORD, Permanent: true }));
  for (const group of options.groups ?? []) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: group }));
  }
  const totpSecret = options.groups?.some(isStaffGroup) ? await setUpTotp(client, pool.userPoolClientId, email) : undefined;
  const idToken = await signIn(client, pool.userPoolClientId, email, TEST_PASSWORD, totpSecret);
  return { email, idToken, totpSecret };
}

/** The current code of an authenticator app holding this key (RFC 6238: SHA-1, 6 digits, 30 s). */
export const totpCode = (secret: string) => generateSync({ secret });

/**
 * What « Sécuriser mon compte » does through Amplify: a key from AssociateSoftwareToken, a code of it verified, TOTP
 * made the preferred factor. Returns the key.
 */
export async function setUpTotp(client: CognitoIdentityProviderClient, clientId: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const auth = await client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const AccessToken = auth.AuthenticationResult!.AccessToken!;
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode!) }));
  await client.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return SecretCode!;
}

/**
 * Signs in with USER_PASSWORD_AUTH and returns the ID token; a user who set up an authenticator app answers Cognito's
 * TOTP challenge with a code of `totpSecret` (a demo staff account's key by default).
 */
export async function signIn(client: CognitoIdentityProviderClient, clientId: string, email: string, password = TEST_PASSWORD, totpSecret = cloud().demoTotpSecrets[email]): Promise<string> {
  const auth = await client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
  if (auth.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return auth.AuthenticationResult!.IdToken!;
  if (!totpSecret) throw new Error(`${email} signs in with an authenticator app: give its key`);
  const answered = await client.send(new RespondToAuthChallengeCommand({
    ClientId: clientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: auth.Session, ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret) },
  }));
  return answered.AuthenticationResult!.IdToken!;
}

const contracts = new Map(
  (Object.values(endpoints) as unknown[])
    .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value && 'response' in value)
    .map((contract) => [contract.path, contract]),
);

/**
 * One HTTP request to the local cloud. Every success of a route is checked against its contract (`response` in
 * shared/src/endpoints.ts), so each integration test is also a contract test: the pages that trust an answer's type
 * without parsing it (the signed-in header's calls) rely on this.
 */
export async function api(path: string, init: { method?: string; body?: string | Buffer; token?: string; headers?: Record<string, string>; url?: string } = {}) {
  const response = await fetch(`${init.url ?? cloud().url}${path}`, {
    method: init.method ?? 'POST',
    ...(init.body !== undefined ? { body: init.body } : {}),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });
  const text = await response.text();
  const answer = { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, any>) : undefined };
  const contract = contracts.get(path.split('?')[0] as Endpoint['path']);
  if (contract && answer.status < 300 && answer.body?.error === false) {
    const checked = contract.response.safeParse(answer.body.data);
    if (!checked.success) throw new Error(`${path} answered outside its contract:\n${z.prettifyError(checked.error)}`);
  }
  return answer;
}

/**
 * Reads until `accept` holds, and fails with the last read when the time is up: a wait whose condition never came
 * true is a failure, not a value for a weaker assertion to pass on (one set-up once sat out the whole wait on every
 * run for coins the economy's caps no longer gave, and passed). The default only bounds a wait that never ends, below
 * the tests' 300 s hang guard: a loaded machine must not turn a pass into a fail (60 s did once, an account's erasure
 * under two busy loops). The reads space out (50 ms, doubling to half a second), so a long wait does not load the
 * machine it waits on with reads (some scan the whole table). To wait for the event consumers, `eventsDelivered()`
 * (test/accounts.ts) says exactly when they are done.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 240_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 50; ; pause = Math.min(500, pause * 2)) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`eventually: still not accepted after ${timeoutMs} ms; last read: ${JSON.stringify(value)?.slice(0, 2_000)}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
