import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Outbox } from './outbox.ts';

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
const { NotAuthorizedError, CodeMismatchError, ExpiredCodeError, InvalidParameterError } = require('cognito-local/lib/errors.js');
const pino = require('pino');

export const USER_POOL_NAME = 'plume';
export const APP_CLIENT_NAME = 'plume-web';
export const GROUPS = ['admin', 'finance', 'examinator'] as const;

export interface LocalCognito {
  /** Express app answering the Cognito JSON protocol and the pool's JWKS; mounted by the gateway under `/_cognito`. */
  handle(request: IncomingMessage, response: ServerResponse): void;
}

interface CognitoUser { Username: string }
interface CognitoMessage { __code?: string; emailSubject?: string; emailMessage?: string; smsMessage?: string }

export function createLocalCognito(options: { dataDir: string; issuerDomain: string; outbox: Outbox }): Promise<LocalCognito> {
  mkdirSync(options.dataDir, { recursive: true });
  return composeServer(options);
}

async function composeServer({ dataDir, issuerDomain, outbox }: { dataDir: string; issuerDomain: string; outbox: Outbox }): Promise<LocalCognito> {
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
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server = createServer(withCognitoBehaviours(Router(services), services), logger, { port: 0, hostname: '127.0.0.1', development: false, https: false }, services);
  return { handle: (request, response) => server.application(request, response) };
}

type Target = (ctx: unknown, request: Record<string, any>) => Promise<unknown>;
interface CognitoUser { Username: string; Enabled?: boolean; Attributes?: { Name: string; Value?: string }[] }
interface UserPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<CognitoUser | null>;
  listUserGroupMembership(ctx: unknown, user: CognitoUser): Promise<readonly string[]>;
}
interface CognitoServices {
  cognito: {
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool>;
    getUserPool(ctx: unknown, userPoolId: string): Promise<UserPool>;
    getAppClient(ctx: unknown, clientId: string): Promise<unknown>;
  };
  messages: { deliver(ctx: unknown, source: string, clientId: string, userPoolId: string, user: CognitoUser, code: string, metadata: undefined, delivery: object): Promise<void> };
  otp: () => string;
  tokenGenerator: { generate(ctx: unknown, user: CognitoUser, groups: readonly string[], client: unknown, metadata: undefined, source: 'Authentication'): Promise<Record<string, string>> };
}

/** Cognito's passwordless SMS code lives 3 minutes and allows 3 tries. */
const SMS_OTP_TTL_MS = 3 * 60_000;
const SMS_OTP_ATTEMPTS = 3;

/**
 * What Cognito does and the emulator does not:
 * - a disabled user cannot sign in ("User is disabled.");
 * - ListUsers answers `Limit` users at a time (default and maximum 60) with a `PaginationToken` for the next page;
 * - AdminUserGlobalSignOut is accepted (tokens are not stored locally, so there is nothing else to revoke);
 * - passwordless sign-in by SMS code (`USER_AUTH` with `PREFERRED_CHALLENGE: SMS_OTP`, then the `SMS_OTP`
 *   challenge), which Amplify's `signIn({options: {authFlowType: 'USER_AUTH', preferredChallenge: 'SMS_OTP'}})` uses.
 *   The code goes to the outbox as an SMS.
 */
function withCognitoBehaviours(router: (target: string) => Target, services: CognitoServices): (target: string) => Target {
  const pending = new Map<string, { username: string; clientId: string; code: string; expiresAt: number; attemptsLeft: number }>();
  const { cognito } = services;

  const startSmsOtp: Target = async (ctx, request) => {
    const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, request.AuthParameters.USERNAME);
    const phone = user?.Attributes?.find((attribute) => attribute.Name === 'phone_number')?.Value;
    if (!user || !phone) throw new NotAuthorizedError('Incorrect username or password.');
    if (user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    const code = services.otp();
    await services.messages.deliver(ctx, 'Authentication', request.ClientId, pool.options.Id, user, code, undefined, { DeliveryMedium: 'SMS', AttributeName: 'phone_number', Destination: phone });
    const session = randomBytes(32).toString('base64url');
    pending.set(session, { username: user.Username, clientId: request.ClientId, code, expiresAt: Date.now() + SMS_OTP_TTL_MS, attemptsLeft: SMS_OTP_ATTEMPTS });
    return {
      ChallengeName: 'SMS_OTP',
      Session: session,
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: `+******${phone.slice(-4)}`, USERNAME: user.Username },
    };
  };

  const answerSmsOtp: Target = async (ctx, request) => {
    const attempt = pending.get(request.Session);
    if (!attempt || attempt.clientId !== request.ClientId || attempt.expiresAt < Date.now()) {
      pending.delete(request.Session);
      throw new ExpiredCodeError();
    }
    if (request.ChallengeResponses?.SMS_OTP_CODE !== attempt.code) {
      if (--attempt.attemptsLeft <= 0) pending.delete(request.Session);
      throw new CodeMismatchError();
    }
    pending.delete(request.Session);
    const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = (await pool.getUserByUsername(ctx, attempt.username))!;
    const tokens = await services.tokenGenerator.generate(ctx, user, await pool.listUserGroupMembership(ctx, user), await cognito.getAppClient(ctx, request.ClientId), undefined, 'Authentication');
    return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, ExpiresIn: 3600, TokenType: 'Bearer' } };
  };

  return (target) => {
    if (target === 'AdminUserGlobalSignOut') return async () => ({});
    if (target === 'ListUsers') return paginated(router(target));
    const route = router(target);
    if (target === 'RespondToAuthChallenge') {
      return (ctx, request) => (request.ChallengeName === 'SMS_OTP' ? answerSmsOtp(ctx, request) : route(ctx, request));
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
      return route(ctx, request);
    };
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

/** Creates the user pool, the web app client and the groups if they are missing; safe to run at every start. */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<UserPoolIds> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: USER_POOL_NAME,
        UsernameAttributes: ['email', 'phone_number'],
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
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    userPoolClientId = created.UserPoolClient!.ClientId!;
  }
  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  for (const group of GROUPS) {
    if (!groups.Groups?.some((g) => g.GroupName === group)) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
  return { userPoolId, userPoolClientId };
}
