import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import * as z from 'zod';
import { unmetPasswordRules, type PasswordRule } from '@plume/shared/password-policy';
import { STAFF_GROUPS } from '@plume/shared/staff-mfa';
import { LOGIN_PATH } from '@plume/shared/route-access';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Outbox } from './outbox.ts';
import { federatedUsername, identitiesOf, linkedIdentity, LocalHostedUi, type HostedUiAppClient, type PoolUser } from './cognito-hosted-ui.ts';

const require = createRequire(import.meta.url);
// cognito-local's parts are composed here rather than through createDefaultServer, so that its data lives under
// .data/, its issuer is the gateway's own URL, and messages go to our outbox instead of a console box.
const { createServer } = require('cognito-local/lib/server/server.js');
const { Router } = require('cognito-local/lib/server/Router.js');
const { DefaultConfig } = require('cognito-local/lib/server/config.js');
const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb.js');
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService.js');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService.js');
const { DateClock } = require('cognito-local/lib/services/clock.js');
const { TriggersService } = require('cognito-local/lib/services/triggers/triggers.js');
const { LambdaService } = require('cognito-local/lib/services/lambda.js');
const { CryptoService } = require('cognito-local/lib/services/crypto.js');
const { MessagesService } = require('cognito-local/lib/services/messages.js');
const { MessageDeliveryService } = require('cognito-local/lib/services/messageDelivery/messageDelivery.js');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator.js');
const { otp } = require('cognito-local/lib/services/otp.js');
const { attributesAppend, attributesToRecord, validatePermittedAttributeChanges } = require('cognito-local/lib/services/userPoolService.js');
const { USER_POOL_AWS_DEFAULTS } = require('cognito-local/lib/services/cognitoService.js');
const { CognitoError, NotAuthorizedError, CodeMismatchError, ExpiredCodeError, InvalidParameterError, UserLambdaValidationError, UserNotFoundError } = require('cognito-local/lib/errors.js');
const emulatorPublicKey = require('cognito-local/lib/keys/cognitoLocal.public.json').jwk;
const pino = require('pino');

export const USER_POOL_NAME = 'plume';
export const APP_CLIENT_NAME = 'plume-web';

export interface LocalCognito {
  /** Express app answering the Cognito JSON protocol and the pool's JWKS; mounted by the gateway under `/_cognito`. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /**
   * Leaves on a user what setting up an authenticator app leaves (AssociateSoftwareToken, VerifySoftwareToken,
   * SetUserMFAPreference with TOTP preferred), with a secret chosen by the caller. Local only: the demo staff accounts
   * get a secret the README prints, so people and the journeys can compute their codes. Cognito has no such call.
   */
  setUpTotp(userPoolId: string, username: string, secret: string): Promise<void>;
  /** The pool's hosted UI (federated sign-in), served over TLS once `listen` is called on it. */
  hostedUi: LocalHostedUi;
}

export interface LocalCognitoOptions {
  dataDir: string;
  issuerDomain: string;
  outbox: Outbox;
  region: string;
  /** Invokes the route table's pre-token-generation trigger with Cognito's V2 event, as Cognito invokes its Lambda. */
  preTokenGeneration: (event: object) => Promise<unknown>;
  /** Invokes the route table's pre-sign-up trigger (V1 event: `PreSignUp_SignUp`, `PreSignUp_ExternalProvider`…). */
  preSignUp: (event: object) => Promise<unknown>;
}

interface CognitoUser { Username: string }
interface CognitoMessage { __code?: string; emailSubject?: string; emailMessage?: string; smsMessage?: string }

export function createLocalCognito(options: LocalCognitoOptions): Promise<LocalCognito> {
  mkdirSync(options.dataDir, { recursive: true });
  return composeServer(options);
}

async function composeServer({ dataDir, issuerDomain, outbox, region, preTokenGeneration, preSignUp }: LocalCognitoOptions): Promise<LocalCognito> {
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'error' });
  const ctx = { logger };
  const config = { ...DefaultConfig, TokenConfig: { IssuerDomain: issuerDomain } };
  const clock = new DateClock();
  const dataStores = new StormDBDataStoreFactory(dataDir);
  const cognito = await new CognitoServiceFactoryImpl(dataDir, dataStores, new UserPoolServiceFactoryImpl(clock, dataStores)).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(clock, cognito, new LambdaService({}, undefined), new CryptoService(config.KMSConfig));
  const record = (channel: 'email' | 'sms') => async (_ctx: unknown, user: CognitoUser, destination: string, message: CognitoMessage) => {
    outbox.add({
      at: new Date().toISOString(),
      channel,
      to: destination,
      username: user.Username,
      ...(message.__code ? { code: message.__code } : {}),
      ...(message.emailSubject ? { subject: message.emailSubject } : {}),
      ...((message.emailMessage ?? message.smsMessage) ? { text: message.emailMessage ?? message.smsMessage } : {}),
    });
  };
  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService({ sendEmail: record('email'), sendSms: record('sms') })),
    otp,
    tokenGenerator: withPreTokenGeneration(clock, config.TokenConfig, region, preTokenGeneration),
    triggers,
  };
  const server = createServer(withCognitoBehaviours(Router(services), services, { region, preSignUp }), logger, { port: 0, hostname: '127.0.0.1', development: false, https: false }, services);
  const hostedUi = new LocalHostedUi({
    certificateFile: join(dataDir, 'hosted-ui-certificate.json'),
    region,
    pool: {
      appClient: async (clientId) => ((await cognito.getAppClient(ctx, clientId)) as HostedUiAppClient | null) ?? undefined,
      users: async (userPoolId) => (await cognito.getUserPool(ctx, userPoolId)).listUsers(ctx),
      user: async (userPoolId, username) => (await (await cognito.getUserPool(ctx, userPoolId)).getUserByUsername(ctx, username)) ?? undefined,
      saveUser: async (userPoolId, user) => (await cognito.getUserPool(ctx, userPoolId)).saveUser(ctx, user),
      async issueTokens(client, user) {
        const pool = await cognito.getUserPool(ctx, client.UserPoolId);
        const tokens = await services.tokenGenerator.generate(ctx, user, await pool.listUserGroupMembership(ctx, user), client, undefined, 'HostedAuth');
        await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
        return tokens;
      },
      preSignUp,
    },
  });
  return {
    hostedUi,
    handle: (request, response) => server.application(request, response),
    async setUpTotp(userPoolId, username, secret) {
      const pool = await cognito.getUserPool(ctx, userPoolId);
      const user = await pool.getUserByUsername(ctx, username);
      if (!user) throw new Error(`no user ${username} to set up TOTP for`);
      await pool.saveUser(ctx, { ...user, SoftwareTokenMfaConfiguration: { Secret: secret, Verified: true }, UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
    },
  };
}

/**
 * The standard (OpenID) attributes Cognito puts in the ID token of a user who has them — the emulator puts only the
 * e-mail and custom attributes. `name` is the one Plume reads: the « Votre nom » of the sign-up names the account and
 * its first profile (`ensureAccount`); without it the local cloud named them after the e-mail.
 */
const ID_TOKEN_STANDARD_ATTRIBUTES = [
  'name', 'given_name', 'family_name', 'middle_name', 'nickname', 'preferred_username', 'profile', 'picture', 'website', 'gender', 'birthdate', 'zoneinfo', 'locale', 'phone_number',
] as const;

function standardIdTokenClaims(user: { Attributes?: { Name: string; Value?: string }[] }): Record<string, string | boolean> {
  const attributes = attributesToRecord(user.Attributes ?? []) as Record<string, string | undefined>;
  const claims: Record<string, string | boolean> = {};
  for (const name of ID_TOKEN_STANDARD_ATTRIBUTES) if (attributes[name]) claims[name] = attributes[name];
  if (attributes.phone_number) claims.phone_number_verified = attributes.phone_number_verified === 'true';
  // The emulator reads the string "false" as true.
  if (attributes.email) claims.email_verified = attributes.email_verified === 'true';
  return claims;
}

/** What the trigger may answer (V2): the groups of both tokens, and claims of the ID token. */
const preTokenGenerationResponse = z.looseObject({
  response: z.looseObject({
    claimsAndScopeOverrideDetails: z.looseObject({
      idTokenGeneration: z.looseObject({ claimsToAddOrOverride: z.record(z.string(), z.unknown()).optional(), claimsToSuppress: z.array(z.string()).optional() }).nullish(),
      groupOverrideDetails: z.looseObject({ groupsToOverride: z.array(z.string()).optional() }).nullish(),
    }).nullish(),
  }),
});

interface AppClient { ClientId: string; UserPoolId: string }

/**
 * Cognito's pre-token-generation trigger, version 2, before every token issued (sign-in, challenge answer, refresh):
 * the emulator's own trigger support sends the V1 event without the user's groups and applies its answer to the ID
 * token only. Here the trigger gets the V2 event with the groups, and its group override applies to both tokens, as on
 * AWS; of its claim overrides, those of the ID token (what Plume uses). A throwing trigger fails the sign-in.
 */
function withPreTokenGeneration(clock: unknown, tokenConfig: unknown, region: string, invoke: (event: object) => Promise<unknown>) {
  return {
    async generate(ctx: unknown, user: CognitoUser, groups: readonly string[], client: AppClient, clientMetadata: unknown, source: string) {
      const event = {
        version: '2',
        triggerSource: `TokenGeneration_${source}`,
        region,
        userPoolId: client.UserPoolId,
        userName: user.Username,
        callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: client.ClientId },
        request: {
          userAttributes: attributesToRecord(user.Attributes),
          groupConfiguration: { groupsToOverride: [...groups], iamRolesToOverride: [], preferredRole: null },
          scopes: ['aws.cognito.signin.user.admin'],
          ...(clientMetadata ? { clientMetadata } : {}),
        },
        response: { claimsAndScopeOverrideDetails: null },
      };
      let answer: z.infer<typeof preTokenGenerationResponse>;
      try {
        answer = preTokenGenerationResponse.parse(await invoke(event));
      } catch (error) {
        throw new UserLambdaValidationError(`PreTokenGeneration failed with error ${(error as Error).message}.`);
      }
      const overrides = answer.response.claimsAndScopeOverrideDetails;
      const idClaims = {
        claimsToAddOrOverride: { ...standardIdTokenClaims(user), ...overrides?.idTokenGeneration?.claimsToAddOrOverride },
        claimsToSuppress: overrides?.idTokenGeneration?.claimsToSuppress,
      };
      // The emulator's generator applies V1 claim overrides to the ID token through its trigger hook: hand it those.
      const idTokenOverrides = { enabled: (trigger: string) => trigger === 'PreTokenGeneration', preTokenGeneration: async () => ({ claimsOverrideDetails: idClaims }) };
      return new JwtTokenGenerator(clock, idTokenOverrides, tokenConfig).generate(ctx, user, overrides?.groupOverrideDetails?.groupsToOverride ?? groups, client, clientMetadata, source);
    },
  };
}

type Target = (ctx: unknown, request: Record<string, any>) => Promise<unknown>;
interface CognitoUser { Username: string; Enabled?: boolean; Attributes?: { Name: string; Value?: string }[]; UserLastModifiedDate?: Date }
interface UserPool {
  options: { Id: string; AutoVerifiedAttributes?: string[]; SchemaAttributes?: unknown[] };
  getUserByUsername(ctx: unknown, username: string): Promise<CognitoUser | null>;
  listUsers(ctx: unknown): Promise<CognitoUser[]>;
  saveUser(ctx: unknown, user: CognitoUser): Promise<void>;
  listUserGroupMembership(ctx: unknown, user: CognitoUser): Promise<readonly string[]>;
  storeRefreshToken(ctx: unknown, refreshToken: string, user: CognitoUser): Promise<void>;
}
interface CognitoServices {
  cognito: {
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool>;
    getUserPool(ctx: unknown, userPoolId: string): Promise<UserPool>;
    getAppClient(ctx: unknown, clientId: string): Promise<unknown>;
  };
  messages: { deliver(ctx: unknown, source: string, clientId: string | null, userPoolId: string, user: CognitoUser, code: string, metadata: undefined, delivery: object): Promise<void> };
  otp: () => string;
  tokenGenerator: { generate(ctx: unknown, user: CognitoUser, groups: readonly string[], client: unknown, metadata: undefined, source: 'Authentication'): Promise<Record<string, string>> };
}

/** A challenge session (a passwordless SMS code, an authenticator app's code) lives 3 minutes and allows 3 wrong answers. */
const CHALLENGE_TTL_MS = 3 * 60_000;
const CHALLENGE_ATTEMPTS = 3;

/**
 * A code sent to verify a phone number lives 24 hours, as Cognito's attribute codes do, and allows 5 wrong answers;
 * after that, only a new code (GetUserAttributeVerificationCode) verifies the number.
 */
const ATTRIBUTE_CODE_TTL_MS = 24 * 60 * 60_000;
const ATTRIBUTE_CODE_ATTEMPTS = 5;
/** Cognito's phone number format: E.164. */
const E164 = /^\+[1-9]\d{1,14}$/;

interface PhoneCode { code: string; phone: string; expiresAt: number; attemptsLeft: number }

const attributeOf = (user: CognitoUser | null | undefined, name: string) => user?.Attributes?.find((attribute) => attribute.Name === name)?.Value;
const hasVerifiedPhone = (user: CognitoUser, phone: string) => attributeOf(user, 'phone_number') === phone && attributeOf(user, 'phone_number_verified') === 'true';

interface OpenChallenge { challenge: 'SMS_OTP' | 'SOFTWARE_TOKEN_MFA'; username: string; clientId: string; expiresAt: number; attemptsLeft: number; code?: string }

/**
 * What Cognito does and the emulator does not:
 * - a disabled user cannot sign in ("User is disabled.");
 * - ListUsers answers `Limit` users at a time (default and maximum 60) with a `PaginationToken` for the next page;
 * - AdminUserGlobalSignOut is accepted (tokens are not stored locally, so there is nothing else to revoke);
 * - passwordless sign-in by SMS code (`USER_AUTH` with `PREFERRED_CHALLENGE: SMS_OTP`, then the `SMS_OTP`
 *   challenge), which Amplify's `signIn({options: {authFlowType: 'USER_AUTH', preferredChallenge: 'SMS_OTP'}})` uses.
 *   The code goes to the outbox as an SMS, and only a verified phone number gets one (an unverified one signs nobody in);
 *   the session it opens keeps its refresh token, as a password's does;
 * - a phone number changed by its user (UpdateUserAttributes) becomes unverified; it is verified by a code sent by SMS
 *   (GetUserAttributeVerificationCode; at once by the update where the pool auto-verifies phone numbers, which ours
 *   does not), answered with VerifyUserAttribute: 24 hours, 5 wrong answers (then `LimitExceededException`), and
 *   `AliasExistsException` when another user already has the number verified (it is a username attribute). The
 *   emulator sent those codes to the e-mail address, with no expiry, no limit of tries and no alias check. A user
 *   cannot mark a number verified itself (`phone_number_verified` is the admin's). DeleteUserAttributes of the number
 *   removes its verification too;
 * - the `SOFTWARE_TOKEN_MFA` challenge belongs to the sign-in that opened it: the emulator's session is any string, so
 *   a TOTP code alone (no password) would sign in. Here the session is this client's, for that user, 3 minutes, 3 tries;
 * - GetTokensFromRefreshToken, which Amplify refreshes tokens with (the emulator knows only InitiateAuth's
 *   `REFRESH_TOKEN_AUTH`): the same tokens, without a new refresh token (no rotation, as the app clients are set);
 * - VerifySoftwareToken answers a wrong code with `EnableSoftwareTokenMFAException`, as Cognito does (Amplify's
 *   `verifyTOTPSetup` throws it), not `CodeMismatchException`;
 * - an access token (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference, GetUser…) is verified —
 *   signature, expiry, `token_use` — where the emulator only decodes it;
 * - every password set (sign-up, reset, change, admin) meets the pool's policy (`InvalidPasswordException`).
 */
function withCognitoBehaviours(router: (target: string) => Target, services: CognitoServices, triggers: { region: string; preSignUp: (event: object) => Promise<unknown> }): (target: string) => Target {
  const open = new Map<string, OpenChallenge>();
  const { cognito } = services;

  const openChallenge = (challenge: OpenChallenge['challenge'], username: string, clientId: string, code?: string): string => {
    const session = randomBytes(32).toString('base64url');
    open.set(session, { challenge, username, clientId, expiresAt: Date.now() + CHALLENGE_TTL_MS, attemptsLeft: CHALLENGE_ATTEMPTS, ...(code ? { code } : {}) });
    return session;
  };

  /** The session's open challenge, or `expired` thrown when it is spent, expired, another client's or another challenge's. */
  const openedChallenge = (request: Record<string, any>, expired: () => Error): OpenChallenge => {
    const challenge = open.get(request.Session);
    if (!challenge || challenge.challenge !== request.ChallengeName || challenge.clientId !== request.ClientId || challenge.expiresAt < Date.now()) {
      open.delete(request.Session);
      throw expired();
    }
    return challenge;
  };

  const wrongAnswer = (session: string, challenge: OpenChallenge): Error => {
    if (--challenge.attemptsLeft <= 0) open.delete(session);
    return new CodeMismatchError();
  };

  const startSmsOtp: Target = async (ctx, request) => {
    const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
    const username = String(request.AuthParameters.USERNAME ?? '');
    // A phone number signs in the user who has it verified; the emulator would take the first user who has it at all.
    const user = E164.test(username) ? (await pool.listUsers(ctx)).find((candidate) => hasVerifiedPhone(candidate, username)) : await pool.getUserByUsername(ctx, username);
    const phone = attributeOf(user, 'phone_number');
    if (!user || !phone || !hasVerifiedPhone(user, phone)) throw new NotAuthorizedError('Incorrect username or password.');
    if (user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    const code = services.otp();
    await services.messages.deliver(ctx, 'Authentication', request.ClientId, pool.options.Id, user, code, undefined, { DeliveryMedium: 'SMS', AttributeName: 'phone_number', Destination: phone });
    return {
      ChallengeName: 'SMS_OTP',
      Session: openChallenge('SMS_OTP', user.Username, request.ClientId, code),
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: `+******${phone.slice(-4)}`, USERNAME: user.Username },
    };
  };

  const answerSmsOtp: Target = async (ctx, request) => {
    const challenge = openedChallenge(request, () => new ExpiredCodeError());
    if (request.ChallengeResponses?.SMS_OTP_CODE !== challenge.code) throw wrongAnswer(request.Session, challenge);
    open.delete(request.Session);
    const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = (await pool.getUserByUsername(ctx, challenge.username))!;
    const tokens = await services.tokenGenerator.generate(ctx, user, await pool.listUserGroupMembership(ctx, user), await cognito.getAppClient(ctx, request.ClientId), undefined, 'Authentication');
    // Kept, as after a password, so the session refreshes (a change of the account's attributes takes new tokens).
    await pool.storeRefreshToken(ctx, tokens.RefreshToken!, user);
    return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, ExpiresIn: 3600, TokenType: 'Bearer' } };
  };

  /**
   * The emulator checks the code and issues the tokens, once the session is known to be this sign-in's; the refresh
   * token is kept, as after a password alone, so the session can be refreshed (the emulator forgets it there).
   */
  const answerTotp = (respond: Target): Target => async (ctx, request) => {
    const challenge = openedChallenge(request, () => new NotAuthorizedError('Invalid session for the user, session is expired.'));
    const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
    const named = await pool.getUserByUsername(ctx, String(request.ChallengeResponses?.USERNAME ?? ''));
    if (!named || named.Username !== challenge.username) throw new NotAuthorizedError('Invalid session for the user.');
    let signedIn: { AuthenticationResult: { RefreshToken: string } };
    try {
      signedIn = (await respond(ctx, request)) as typeof signedIn;
    } catch (error) {
      throw error instanceof CodeMismatchError ? wrongAnswer(request.Session, challenge) : error;
    }
    open.delete(request.Session);
    // Read again: answering the challenge saved the user.
    await pool.storeRefreshToken(ctx, signedIn.AuthenticationResult.RefreshToken, (await pool.getUserByUsername(ctx, challenge.username))!);
    return signedIn;
  };

  /** The pending phone number codes, by pool and username. */
  const phoneCodes = new Map<string, PhoneCode>();
  const phoneCodeKey = (pool: UserPool, user: CognitoUser) => `${pool.options.Id}/${user.Username}`;

  /** The user of an access token (verified before any target runs), and their pool. */
  const tokenUser = async (ctx: unknown, request: Record<string, any>): Promise<{ pool: UserPool; user: CognitoUser }> => {
    const claims = decodeJwt(String(request.AccessToken));
    const pool = await cognito.getUserPoolForClientId(ctx, String(claims.client_id));
    const user = await pool.getUserByUsername(ctx, String(claims.sub));
    if (!user) throw new NotAuthorizedError('User does not exist.');
    return { pool, user };
  };

  const sendPhoneCode = async (ctx: unknown, pool: UserPool, user: CognitoUser, source: string) => {
    const phone = attributeOf(user, 'phone_number');
    if (!phone) throw new InvalidParameterError('User has no phone_number attribute.');
    const code = services.otp();
    phoneCodes.set(phoneCodeKey(pool, user), { code, phone, expiresAt: Date.now() + ATTRIBUTE_CODE_TTL_MS, attemptsLeft: ATTRIBUTE_CODE_ATTEMPTS });
    await services.messages.deliver(ctx, source, null, pool.options.Id, user, code, undefined, { DeliveryMedium: 'SMS', AttributeName: 'phone_number', Destination: phone });
    return { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: `+******${phone.slice(-4)}` };
  };

  /** UpdateUserAttributes that changes the phone number: unverified until its code comes back. */
  const updatePhoneNumber: Target = async (ctx, request) => {
    const { pool, user } = await tokenUser(ctx, request);
    const requested = validatePermittedAttributeChanges(request.UserAttributes, pool.options.SchemaAttributes ?? USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []) as { Name: string; Value?: string }[];
    const phone = requested.find((attribute) => attribute.Name === 'phone_number')?.Value ?? '';
    if (!E164.test(phone)) throw new InvalidParameterError('Invalid phone number format.');
    const changed = phone !== attributeOf(user, 'phone_number');
    const updated = {
      ...user,
      Attributes: attributesAppend(user.Attributes, ...requested, ...(changed ? [{ Name: 'phone_number_verified', Value: 'false' }] : [])),
      UserLastModifiedDate: new Date(),
    };
    await pool.saveUser(ctx, updated);
    if (!changed) return { CodeDeliveryDetailsList: [] };
    phoneCodes.delete(phoneCodeKey(pool, user));
    const autoVerified = pool.options.AutoVerifiedAttributes?.includes('phone_number');
    return { CodeDeliveryDetailsList: autoVerified ? [await sendPhoneCode(ctx, pool, updated, 'UpdateUserAttribute')] : [] };
  };

  const verifyPhoneNumber: Target = async (ctx, request) => {
    const { pool, user } = await tokenUser(ctx, request);
    const key = phoneCodeKey(pool, user);
    const pending = phoneCodes.get(key);
    const phone = attributeOf(user, 'phone_number');
    if (!pending || pending.phone !== phone) throw new CodeMismatchError();
    if (pending.attemptsLeft <= 0) throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    if (pending.expiresAt < Date.now()) {
      phoneCodes.delete(key);
      throw new ExpiredCodeError();
    }
    if (String(request.Code ?? '') !== pending.code) {
      pending.attemptsLeft--;
      throw new CodeMismatchError();
    }
    const holder = (await pool.listUsers(ctx)).find((other) => other.Username !== user.Username && hasVerifiedPhone(other, phone));
    if (holder) throw new CognitoError('AliasExistsException', 'An account with the given phone_number already exists.');
    phoneCodes.delete(key);
    await pool.saveUser(ctx, { ...user, Attributes: attributesAppend(user.Attributes, { Name: 'phone_number_verified', Value: 'true' }), UserLastModifiedDate: new Date() });
    return {};
  };

  /** A password sign-in that Cognito answers with the TOTP challenge gets a session bound to it. */
  const bindTotpSession = (result: unknown, clientId: string): unknown => {
    const challenge = result as { ChallengeName?: string; ChallengeParameters?: { USER_ID_FOR_SRP?: string } };
    if (challenge.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !challenge.ChallengeParameters?.USER_ID_FOR_SRP) return result;
    return { ...challenge, Session: openChallenge('SOFTWARE_TOKEN_MFA', challenge.ChallengeParameters.USER_ID_FOR_SRP, clientId) };
  };

  /**
   * Cognito's pre-sign-up trigger before a sign-up or an admin's creation (the emulator's own trigger support needs a
   * Lambda endpoint): its throw refuses the user with `UserLambdaValidationException`, its message in Cognito's words.
   */
  const afterPreSignUp = (route: Target, triggerSource: 'PreSignUp_SignUp' | 'PreSignUp_AdminCreateUser'): Target => async (ctx, request) => {
    const pool = request.UserPoolId ? await cognito.getUserPool(ctx, request.UserPoolId) : await cognito.getUserPoolForClientId(ctx, request.ClientId);
    const userAttributes = attributesToRecord(request.UserAttributes ?? []) as Record<string, string>;
    try {
      await triggers.preSignUp({
        version: '1',
        triggerSource,
        region: triggers.region,
        userPoolId: pool.options.Id,
        userName: String(request.Username ?? ''),
        callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: request.ClientId ?? 'CLIENT_ID_NOT_APPLICABLE' },
        request: { userAttributes, validationData: null, ...(request.ClientMetadata ? { clientMetadata: request.ClientMetadata } : {}) },
        response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      });
    } catch (error) {
      throw new UserLambdaValidationError(`PreSignUp failed with error ${(error as Error).message}.`);
    }
    return route(ctx, request);
  };

  /**
   * AdminLinkProviderForUser, which the emulator lacks: the provider's identity (`Cognito_Subject`) joins the
   * destination user's `identities`, so the hosted UI signs that person in as this user. As Cognito: the destination
   * is a user of the pool's own (not a provider's), the identity has not signed in as a user of its own, and a user has
   * at most five linked identities.
   */
  const linkProviderForUser: Target = async (ctx, request) => {
    const pool = await cognito.getUserPool(ctx, request.UserPoolId);
    const { DestinationUser: destination, SourceUser: source } = request as { DestinationUser?: { ProviderName?: string; ProviderAttributeValue?: string }; SourceUser?: { ProviderName?: string; ProviderAttributeName?: string; ProviderAttributeValue?: string } };
    if (destination?.ProviderName !== 'Cognito' || !destination.ProviderAttributeValue) throw new InvalidParameterError('DestinationUser must be a Cognito user.');
    if (!source?.ProviderName || source.ProviderName === 'Cognito' || source.ProviderAttributeName !== 'Cognito_Subject' || !source.ProviderAttributeValue) {
      throw new InvalidParameterError('SourceUser must name an identity provider and its Cognito_Subject.');
    }
    const user = (await pool.getUserByUsername(ctx, destination.ProviderAttributeValue)) as PoolUser | null;
    if (!user) throw new UserNotFoundError('User does not exist.');
    if ((user as PoolUser).UserStatus === 'EXTERNAL_PROVIDER') throw new InvalidParameterError('DestinationUser cannot be an external provider user.');
    if (await pool.getUserByUsername(ctx, federatedUsername(source.ProviderName, source.ProviderAttributeValue))) {
      throw new InvalidParameterError('Merging is not currently supported, provide a SourceUser that has not been used to sign into the user pool.');
    }
    const identities = identitiesOf(user);
    if (identities.some((identity) => identity.providerName === source.ProviderName && identity.userId === source.ProviderAttributeValue)) return {};
    if (identities.length >= 5) throw new CognitoError('LimitExceededException', 'A user can have at most 5 linked identities.');
    const identity = linkedIdentity(source.ProviderName, source.ProviderAttributeValue, false);
    await pool.saveUser(ctx, { ...user, Attributes: attributesAppend(user.Attributes, { Name: 'identities', Value: JSON.stringify([...identities, identity]) }), UserLastModifiedDate: new Date() });
    return {};
  };

  /** The code of a sign-up went to the e-mail address: answered, it verifies the address, as Cognito marks it (the emulator does not). */
  const confirmedAddress = (confirmSignUp: Target): Target => async (ctx, request) => {
    const answer = await confirmSignUp(ctx, request);
    const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, String(request.Username));
    if (user && attributeOf(user, 'email') && pool.options.AutoVerifiedAttributes?.includes('email')) {
      await pool.saveUser(ctx, { ...user, Attributes: attributesAppend(user.Attributes, { Name: 'email_verified', Value: 'true' }), UserLastModifiedDate: new Date() });
    }
    return answer;
  };

  const behaviour = (target: string): Target => {
    if (target === 'AdminUserGlobalSignOut') return async () => ({});
    if (target === 'AdminLinkProviderForUser') return linkProviderForUser;
    if (target === 'SignUp') return afterPreSignUp(router(target), 'PreSignUp_SignUp');
    if (target === 'ConfirmSignUp') return confirmedAddress(router(target));
    if (target === 'AdminCreateUser') return afterPreSignUp(router(target), 'PreSignUp_AdminCreateUser');
    if (target === 'ListUsers') return paginated(router(target));
    if (target === 'GetTokensFromRefreshToken') return refreshedTokens(router('InitiateAuth'));
    const route = router(target);
    if (target === 'UpdateUserAttributes') {
      return async (ctx, request) => {
        const names = ((request.UserAttributes ?? []) as { Name: string }[]).map((attribute) => attribute.Name);
        const verified = names.find((name) => name === 'email_verified' || name === 'phone_number_verified');
        if (verified) throw new InvalidParameterError(`user.${verified}: Attribute cannot be updated.`);
        return names.includes('phone_number') ? updatePhoneNumber(ctx, request) : route(ctx, request);
      };
    }
    if (target === 'GetUserAttributeVerificationCode') {
      return async (ctx, request) => {
        if (request.AttributeName !== 'phone_number') return route(ctx, request);
        const { pool, user } = await tokenUser(ctx, request);
        return { CodeDeliveryDetails: await sendPhoneCode(ctx, pool, user, 'VerifyUserAttribute') };
      };
    }
    if (target === 'VerifyUserAttribute') return (ctx, request) => (request.AttributeName === 'phone_number' ? verifyPhoneNumber(ctx, request) : route(ctx, request));
    if (target === 'DeleteUserAttributes') {
      return async (ctx, request) => {
        const names = (request.UserAttributeNames ?? []) as string[];
        if (!names.includes('phone_number')) return route(ctx, request);
        const { pool, user } = await tokenUser(ctx, request);
        phoneCodes.delete(phoneCodeKey(pool, user));
        return route(ctx, { ...request, UserAttributeNames: [...new Set([...names, 'phone_number_verified'])] });
      };
    }
    if (target === 'VerifySoftwareToken') {
      return (ctx, request) =>
        route(ctx, request).catch((error: unknown) => {
          throw error instanceof CodeMismatchError ? new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch') : error;
        });
    }
    if (target === 'RespondToAuthChallenge') {
      const totp = answerTotp(route);
      return (ctx, request) => (request.ChallengeName === 'SMS_OTP' ? answerSmsOtp(ctx, request) : request.ChallengeName === 'SOFTWARE_TOKEN_MFA' ? totp(ctx, request) : route(ctx, request));
    }
    if (target !== 'InitiateAuth' && target !== 'AdminInitiateAuth') return route;
    return async (ctx, request) => {
      if (target === 'InitiateAuth' && request.AuthFlow === 'USER_AUTH' && request.AuthParameters?.PREFERRED_CHALLENGE === 'SMS_OTP') return startSmsOtp(ctx, request);
      const username = request.AuthParameters?.USERNAME as string | undefined;
      if (username) {
        const pool = target === 'InitiateAuth' ? await cognito.getUserPoolForClientId(ctx, request.ClientId) : await cognito.getUserPool(ctx, request.UserPoolId);
        const user = await pool.getUserByUsername(ctx, username);
        if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
      }
      return bindTotpSession(await route(ctx, request), request.ClientId);
    };
  };

  return (target) => {
    const route = behaviour(target);
    const newPassword = newPasswordOf[target];
    return async (ctx, request) => {
      if (request.AccessToken !== undefined) await verifyAccessToken(request.AccessToken);
      if (newPassword) checkPasswordPolicy(newPassword(request));
      return route(ctx, request);
    };
  };
}

/** Where each operation that sets a password carries it (Cognito checks all of them against the pool's policy). */
const newPasswordOf: Record<string, (request: Record<string, any>) => unknown> = {
  SignUp: (request) => request.Password,
  AdminSetUserPassword: (request) => request.Password,
  AdminCreateUser: (request) => request.TemporaryPassword,
  ConfirmForgotPassword: (request) => request.Password,
  ChangePassword: (request) => request.ProposedPassword,
  RespondToAuthChallenge: (request) => (request.ChallengeName === 'NEW_PASSWORD_REQUIRED' ? request.ChallengeResponses?.NEW_PASSWORD : undefined),
};

/** Cognito's words for the first rule a password breaks. */
const policyMessages: Record<PasswordRule, string> = {
  length: 'Password not long enough',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  digit: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};

/** Refuses a password the pool's policy (shared/src/password-policy.ts) refuses, as Cognito does; none given: nothing to check. */
function checkPasswordPolicy(password: unknown): void {
  if (typeof password !== 'string') return;
  const [broken] = unmetPasswordRules(password);
  if (broken) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${policyMessages[broken]}`);
}

const emulatorKey = importJWK(emulatorPublicKey, 'RS256');

/** As Cognito checks a token a user sends: signed by the pool, unexpired, an access token. */
async function verifyAccessToken(token: unknown): Promise<void> {
  try {
    const { payload } = await jwtVerify(String(token), await emulatorKey, { algorithms: ['RS256'] });
    if (payload.token_use !== 'access') throw new Error('not an access token');
  } catch {
    throw new NotAuthorizedError('Invalid Access Token');
  }
}

/** GetTokensFromRefreshToken through InitiateAuth's refresh flow, answered in its own shape. */
function refreshedTokens(initiateAuth: Target): Target {
  return async (ctx, request) => {
    const refreshed = (await initiateAuth(ctx, {
      AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: request.ClientId, AuthParameters: { REFRESH_TOKEN: request.RefreshToken }, ClientMetadata: request.ClientMetadata,
    })) as { AuthenticationResult: { AccessToken: string; IdToken: string } };
    const { AccessToken, IdToken } = refreshed.AuthenticationResult;
    return { AuthenticationResult: { AccessToken, IdToken, ExpiresIn: 3600, TokenType: 'Bearer' } };
  };
}

/** Cognito's ListUsers page size: `Limit` defaults to, and may not exceed, 60. */
const LIST_USERS_MAX = 60;

/** ListUsers a page at a time; the token is the next page's offset (opaque to callers, as Cognito's is). */
function paginated(listUsers: Target): Target {
  return async (ctx, request) => {
    const limit = request.Limit ?? LIST_USERS_MAX;
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_USERS_MAX) throw new InvalidParameterError(`Limit must be between 1 and ${LIST_USERS_MAX}.`);
    const offset = request.PaginationToken === undefined ? 0 : Number(Buffer.from(String(request.PaginationToken), 'base64url').toString('utf8'));
    if (!Number.isInteger(offset) || offset < 0) throw new InvalidParameterError('Invalid pagination token.');
    const { PaginationToken: _, Limit: __, ...query } = request;
    const { Users = [] } = (await listUsers(ctx, query)) as { Users?: unknown[] };
    const next = offset + limit < Users.length ? Buffer.from(String(offset + limit)).toString('base64url') : undefined;
    return { Users: Users.slice(offset, offset + limit), ...(next ? { PaginationToken: next } : {}) };
  };
}

export interface UserPoolIds { userPoolId: string; userPoolClientId: string }

const APP_CLIENT_AUTH_FLOWS: ExplicitAuthFlowsType[] = ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

/** The web app client's hosted-UI settings, as the CDK auth stack gives them (`oAuth`) when providers are connected. */
export interface HostedUiClientSettings { siteUrls: string[]; identityProviders: string[] }

/**
 * Creates the user pool, the web app client and the groups if they are missing, and gives the client the site's
 * current addresses as its callback and sign-out URLs (the port may change between starts); safe to run at every start.
 */
export async function ensureUserPool(client: CognitoIdentityProviderClient, hostedUi: HostedUiClientSettings): Promise<UserPoolIds> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: USER_POOL_NAME,
        UsernameAttributes: ['email', 'phone_number'],
        // As on AWS (auth stack): whoever sets up an authenticator app is asked its code at sign-in.
        MfaConfiguration: 'OPTIONAL',
        AutoVerifiedAttributes: ['email'],
        Schema: [
          { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
          { Name: 'phone_number', AttributeDataType: 'String', Required: false, Mutable: true },
          { Name: 'name', AttributeDataType: 'String', Required: false, Mutable: true },
        ],
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === APP_CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: APP_CLIENT_NAME,
        ExplicitAuthFlows: APP_CLIENT_AUTH_FLOWS,
      }),
    );
    userPoolClientId = created.UserPoolClient!.ClientId!;
  }
  await allowSiteUrls(client, { userPoolId, userPoolClientId }, hostedUi);
  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  for (const group of STAFF_GROUPS) {
    if (!groups.Groups?.some((g) => g.GroupName === group)) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
  return { userPoolId, userPoolClientId };
}

/** The client's OAuth settings, as the auth stack's: the authorization-code flow, back to these sites' login page, through these providers. */
export async function allowSiteUrls(client: CognitoIdentityProviderClient, { userPoolId, userPoolClientId }: UserPoolIds, { siteUrls, identityProviders }: HostedUiClientSettings): Promise<void> {
  const pages = siteUrls.map((url) => `${url}${LOGIN_PATH}`);
  await client.send(new UpdateUserPoolClientCommand({
    UserPoolId: userPoolId,
    ClientId: userPoolClientId,
    // Cognito resets what an update leaves out: the sign-in flows are given again.
    ExplicitAuthFlows: APP_CLIENT_AUTH_FLOWS,
    AllowedOAuthFlowsUserPoolClient: true,
    AllowedOAuthFlows: ['code'],
    AllowedOAuthScopes: ['openid', 'email', 'profile'],
    CallbackURLs: pages,
    LogoutURLs: pages,
    SupportedIdentityProviders: ['COGNITO', ...identityProviders],
  }));
}
