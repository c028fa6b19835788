import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { RuntimeConfig } from '@plume/shared';
import { cognitoTriggers, deadLetterQueueName, eventRules, originVerify, schedules, speechClipSecretName, timerFunctionName, timerGroupName, timers, webSocketPath } from '@plume/lambdas/routes';
import { cognitoTokenVerifier, type TokenVerifier } from '@plume/lambdas/runtime/auth';
import { ensureTable, localClient, startDynamoDb, type LocalDynamoDb } from './dynamodb.ts';
import { allowSiteUrls, createLocalCognito, ensureUserPool, type UserPoolIds } from './cognito.ts';
import { LocalIdentityProvider } from './identity-provider.ts';
import { LocalEventBridge } from './eventbridge.ts';
import { Gateway } from './gateway.ts';
import { LambdaHost } from './lambda-host.ts';
import { Outbox } from './outbox.ts';
import { LocalMetrics } from './metrics.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET, LocalStripe } from './stripe.ts';
import { freePort } from './ports.ts';
import { LocalPolly } from './polly.ts';
import { LocalS3 } from './s3.ts';
import { LocalDeadLetterQueues } from './sqs.ts';
import { LocalCloudWatch } from './cloudwatch.ts';
import { LocalScheduler } from './scheduler.ts';
import { LocalSecretsManager } from './secrets-manager.ts';

export const TABLE_NAME = 'plume';
export const BUS_NAME = 'plume';
export const REGION = 'eu-west-3';
/** The speech bucket's local name (CDK names it on AWS); handlers read it from SPEECH_BUCKET either way. */
export const SPEECH_BUCKET = 'plume-speech';
export const POLLY_VOICE_ID = 'Lea';
/** The secrets' local names; handlers are given the unlock key's ARN and Stripe's name, as CDK gives them on AWS. */
export const PROFILE_UNLOCK_SECRET_NAME = 'plume/profile-unlock';
export const STRIPE_SECRET_NAME = 'plume/stripe';
export const SPEECH_CLIP_SECRET_NAME = `plume/${speechClipSecretName}`;
/** The secret of CloudFront's origin header (`originVerify`), which the gateway adds as CloudFront does. */
export const ORIGIN_VERIFY_SECRET_NAME = `plume/${originVerify.secretName}`;
const ACCOUNT = '000000000000';
/**
 * The local OpenID Connect provider's name in the pool: Google's, so the sign-in page shows the button families meet
 * on AWS and the pool names its users `Google_<sub>` as there; the provider's own page says it is a simulation.
 */
export const LOCAL_IDENTITY_PROVIDER = 'Google';

export interface LocalCloudOptions {
  /** Where DynamoDB, Cognito, the S3 store and the outbox keep their data; omitted: a throwaway in-memory database. */
  dataDir: string;
  port: number;
  /** Ports of the internal servers; 0 picks free ones. */
  dynamoPort?: number;
  eventsPort?: number;
  stripePort?: number;
  pollyPort?: number;
  s3Port?: number;
  sqsPort?: number;
  cloudWatchPort?: number;
  schedulerPort?: number;
  secretsManagerPort?: number;
  /** The HTTP API's own address (AWS's execute-api one), where requests skip the edge and are refused. */
  executeApiPort?: number;
  /** The Cognito hosted UI (TLS) and the OpenID Connect provider standing in for Google. */
  hostedUiPort?: number;
  identityProviderPort?: number;
  reset?: boolean;
  staticDir?: string;
  retryBaseDelayMs?: number;
  /** Worker threads of the Lambda host (default: `PLUME_LAMBDA_WORKERS`, else one per core, at least 2). */
  lambdaWorkers?: number;
  /** A module every Lambda worker runs before the handlers (see `LambdaHostOptions.workerSetup`): benchmarks only. */
  lambdaWorkerSetup?: { module: string; data?: unknown };
  /** Seed the README's demo accounts (default true). */
  demoAccounts?: boolean;
  log?: (line: string) => void;
}

export interface LocalCloud {
  url: string;
  endpoints: { dynamodb: string; eventbridge: string; cognito: string; polly: string; s3: string; sqs: string; cloudwatch: string; scheduler: string; secretsmanager: string; executeApi: string };
  userPool: UserPoolIds;
  tableName: string;
  events: LocalEventBridge;
  /** Worker threads running the handlers. */
  lambdaWorkers: number;
  /** The hosted UI's domain (`localhost:<port>`, TLS) and the local OpenID Connect provider's issuer. */
  oauthDomain: string;
  identityProviderIssuer: string;
  /** Adds a site serving the app (the Vite dev server) to the app client's callback and sign-out URLs. */
  allowSiteUrl(siteUrl: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the whole backend on loopback: DynamoDB Local, the Cognito emulator, the local EventBridge and the gateway,
 * wired to the handlers through environment variables only — the same variables CDK sets on AWS.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const port = options.port || (await freePort());
  const url = `http://localhost:${port}`;
  const cognitoEndpoint = `${url}/_cognito`;
  // The services below bind port 0 unless told one (the OS picks a free port as they bind); DynamoDB Local, a Java
  // process, is given one it found free.
  const dynamoPort = options.dynamoPort || (await freePort());
  const { eventsPort = 0, stripePort = 0, pollyPort = 0, s3Port = 0, sqsPort = 0, cloudWatchPort = 0, schedulerPort = 0, secretsManagerPort = 0 } = options;

  const dynamo: LocalDynamoDb = await startDynamoDb({ port: dynamoPort, dataDir: join(dataDir, 'dynamodb') });
  const stops: (() => Promise<void>)[] = [() => dynamo.stop()];
  try {
    await ensureTable(localClient(dynamo.endpoint), TABLE_NAME);

    // Its workers start at `preload()` below, once the handlers' environment is set.
    const lambdas = new LambdaHost({
      ...(options.lambdaWorkers ? { workers: options.lambdaWorkers } : {}),
      ...(options.lambdaWorkerSetup ? { workerSetup: options.lambdaWorkerSetup } : {}),
    });
    stops.unshift(() => lambdas.close());
    const outbox = new Outbox(join(dataDir, 'outbox.jsonl'), log);
    const cognito = await createLocalCognito({
      dataDir: join(dataDir, 'cognito'),
      issuerDomain: cognitoEndpoint,
      outbox,
      region: REGION,
      preTokenGeneration: (event) => lambdas.invoke(cognitoTriggers.preTokenGeneration, event),
      preSignUp: (event) => lambdas.invoke(cognitoTriggers.preSignUp, event),
    });
    // Business metrics: the handlers' EMF lines, read from standard output as CloudWatch Logs would read them.
    const metrics = new LocalMetrics();
    const releaseOutput = metrics.captureStandardOutput();
    stops.push(async () => releaseOutput());
    const events = new LocalEventBridge({
      busName: BUS_NAME,
      region: REGION,
      account: ACCOUNT,
      rules: eventRules.map((rule) => ({ name: rule.name, pattern: rule.pattern, target: rule.consumer })),
      schedules: schedules.map((schedule) => ({ name: schedule.name, expression: schedule.expression, target: schedule.handler })),
      invoke: (target, event) => lambdas.invoke(target, event),
      retryBaseDelayMs: options.retryBaseDelayMs ?? 500,
      // Counted as CloudWatch counts a dead-letter queue's new messages (SQS's own metric): one point per parked event.
      onDeadLetter: ({ rule }) => metrics.count('AWS/SQS', 'NumberOfMessagesSent', 1, Date.now(), { QueueName: deadLetterQueueName(rule) }),
      log,
    });
    const eventsEndpoint = await events.listen(eventsPort);
    stops.unshift(() => events.stop());
    // Each rule's and schedule's dead-letter queue, over the bus's dead-letter list (SQS's JSON protocol).
    const deadLetterQueues = new LocalDeadLetterQueues({
      deadLetters: events.deadLetters,
      rules: [...eventRules.map((rule) => rule.name), ...schedules.map((schedule) => schedule.name)],
      queueNameOf: deadLetterQueueName,
      account: ACCOUNT,
      region: REGION,
    });
    const sqsEndpoint = await deadLetterQueues.listen(sqsPort);
    stops.unshift(() => deadLetterQueues.stop());
    // CloudWatch's GetMetricData over the same figures (the admin console's metrics page).
    const cloudWatch = new LocalCloudWatch(metrics);
    const cloudWatchEndpoint = await cloudWatch.listen(cloudWatchPort);
    stops.unshift(() => cloudWatch.stop());

    // Timers (EventBridge Scheduler's one-time schedules), kept on disk so a restart arms the pending ones again.
    const timerFunctionArnPrefix = `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${timerFunctionName('')}`;
    const scheduler = new LocalScheduler({
      stateFile: join(dataDir, 'scheduler.jsonl'),
      handlerOf: (arn) => timers.find((timer) => `${timerFunctionArnPrefix}${timer.name}` === arn)?.handler,
      invoke: (handler, event) => lambdas.invoke(handler, event),
      region: REGION,
      account: ACCOUNT,
      retryBaseDelayMs: options.retryBaseDelayMs ?? 500,
      log,
    });
    const schedulerEndpoint = await scheduler.listen(schedulerPort);
    stops.unshift(() => scheduler.stop());

    // Speech: Polly (espeak-ng, loaded on the first synthesis, so start-up stays fast) and S3 (files under dataDir).
    const polly = new LocalPolly({ log });
    const pollyEndpoint = await polly.listen(pollyPort);
    stops.unshift(() => polly.stop());
    const s3 = new LocalS3(join(dataDir, 's3'));
    s3.ensureBucket(SPEECH_BUCKET);
    const s3Endpoint = await s3.listen(s3Port);
    stops.unshift(() => s3.stop());

    // With STRIPE_SECRET_KEY in the environment, handlers talk to Stripe itself; otherwise to the local Stripe.
    const realStripe = !!process.env.STRIPE_SECRET_KEY;
    const stripe = realStripe ? undefined : new LocalStripe({ stateFile: join(dataDir, 'stripe.json'), publicUrl: url, webhookUrl: `${url}/api/stripe/webhook`, outbox, log });
    const stripeEndpoint = await stripe?.listen(stripePort);
    if (stripe) stops.unshift(() => stripe.stop());

    // The secrets handlers read at run time (GetSecretValue), as on AWS. A fresh unlock key at every start: profile
    // unlocks issued before a restart end, and the PIN is asked again.
    const secrets = new LocalSecretsManager({ region: REGION, account: ACCOUNT });
    const profileUnlockSecretArn = secrets.put(PROFILE_UNLOCK_SECRET_NAME, randomBytes(32).toString('base64url'));
    secrets.put(STRIPE_SECRET_NAME, JSON.stringify(realStripe ? stripeKeysFromEnvironment() : localStripeKeys));
    // Kept with the data, unlike the keys above: the clips in the local S3 and the URLs stored in sessions are named
    // with it, so a restart must not rename them.
    secrets.put(SPEECH_CLIP_SECRET_NAME, keptSecret(join(dataDir, 'speech-clip-names.key')));
    // A fresh value at every start too: only the gateway (CloudFront's part) and the handlers need to agree on it.
    const originVerifyValue = randomBytes(32).toString('base64url');
    secrets.put(ORIGIN_VERIFY_SECRET_NAME, originVerifyValue);
    const secretsManagerEndpoint = await secrets.listen(secretsManagerPort);
    stops.unshift(() => secrets.stop());

    // Sign-in through a provider: the pool's hosted UI (TLS, as Amplify needs) and a real OpenID Connect provider
    // standing in for Google, registered with each other as an operator registers Cognito at Google.
    const oauthDomain = await cognito.hostedUi.listen(options.hostedUiPort ?? 0);
    stops.unshift(() => cognito.hostedUi.stop());
    const relyingParty = { clientId: 'plume-cognito', clientSecret: randomBytes(32).toString('base64url'), redirectUri: cognito.hostedUi.idpResponseUrl };
    const identityProvider = new LocalIdentityProvider({ stateFile: join(dataDir, 'identity-provider.json'), relyingParty });
    const identityProviderIssuer = await identityProvider.listen(options.identityProviderPort ?? 0);
    stops.unshift(() => identityProvider.stop());
    cognito.hostedUi.addProvider({
      name: LOCAL_IDENTITY_PROVIDER,
      issuer: identityProviderIssuer,
      clientId: relyingParty.clientId,
      clientSecret: relyingParty.clientSecret,
      scopes: 'openid email profile',
      // The auth stack's mapping of Google's claims.
      attributeMapping: { email: 'email', email_verified: 'email_verified', name: 'name' },
    });

    // The gateway must answer before the user pool can be created (Cognito is served under its /_cognito path),
    // so what depends on the pool is filled in once it exists.
    const auth: { userPool?: UserPoolIds; verifier?: TokenVerifier } = {};
    const gateway = new Gateway({
      lambdas,
      verifier: { verify: (token) => auth.verifier!.verify(token) },
      cognito: cognito.handle,
      outbox,
      deadLetters: () => events.deadLetters,
      metrics: () => metrics.summary(),
      media: (key) => s3.read(SPEECH_BUCKET, key),
      ...(stripe ? { localPages: (request, response, path) => stripe.checkoutPage(request, response, path) } : {}),
      runtimeConfig: (origin) => runtimeConfig(origin, auth.userPool!, realStripe, oauthDomain),
      ...(options.staticDir ? { staticDir: options.staticDir } : {}),
      originVerifyValue,
      log,
    });
    await gateway.listen(port);
    stops.unshift(() => gateway.close());
    const executeApiEndpoint = await gateway.listenExecuteApi(options.executeApiPort ?? 0);

    const cognitoAdmin = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const userPool = await ensureUserPool(cognitoAdmin, { siteUrls: [url], identityProviders: [LOCAL_IDENTITY_PROVIDER] });
    const issuer = `${cognitoEndpoint}/${userPool.userPoolId}`;
    auth.userPool = userPool;
    auth.verifier = cognitoTokenVerifier(issuer, userPool.userPoolClientId);

    Object.assign(process.env, {
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_EVENTBRIDGE: eventsEndpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognitoEndpoint,
      AWS_ENDPOINT_URL_POLLY: pollyEndpoint,
      AWS_ENDPOINT_URL_S3: s3Endpoint,
      AWS_ENDPOINT_URL_SQS: sqsEndpoint,
      AWS_ENDPOINT_URL_CLOUDWATCH: cloudWatchEndpoint,
      AWS_ENDPOINT_URL_SCHEDULER: schedulerEndpoint,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManagerEndpoint,
      TIMER_GROUP_NAME: timerGroupName,
      TIMER_FUNCTION_ARN_PREFIX: timerFunctionArnPrefix,
      TIMER_ROLE_ARN: `arn:aws:iam::${ACCOUNT}:role/plume-timers-local`,
      DEAD_LETTER_QUEUE_URL_PREFIX: deadLetterQueues.queueUrlPrefix(),
      SPEECH_BUCKET,
      POLLY_VOICE_ID,
      TABLE_NAME,
      EVENT_BUS_NAME: BUS_NAME,
      WS_CALLBACK_URL: url,
      COGNITO_ISSUER: issuer,
      COGNITO_CLIENT_ID: userPool.userPoolClientId,
      COGNITO_USER_POOL_ID: userPool.userPoolId,
      PROFILE_UNLOCK_SECRET_ID: profileUnlockSecretArn,
      STRIPE_SECRET_ID: STRIPE_SECRET_NAME,
      ORIGIN_VERIFY_SECRET_ID: ORIGIN_VERIFY_SECRET_NAME,
      SPEECH_CLIP_SECRET_ID: SPEECH_CLIP_SECRET_NAME,
      APP_URL: url,
      ...(stripeEndpoint ? { STRIPE_API_URL: stripeEndpoint } : {}),
      POWERTOOLS_SERVICE_NAME: 'plume',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      AWS_LAMBDA_LOG_LEVEL: process.env.AWS_LAMBDA_LOG_LEVEL ?? 'WARN',
    });
    await lambdas.preload();
    scheduler.armPending();
    await lambdas.invoke('deploy/seed', { RequestType: 'Create' });
    if (options.demoAccounts ?? true) await seedDemoAccounts(cognitoAdmin, userPool.userPoolId, (handler, event) => lambdas.invoke(handler, event), cognito);
    gateway.markReady();

    return {
      url,
      endpoints: { dynamodb: dynamo.endpoint, eventbridge: eventsEndpoint, cognito: cognitoEndpoint, polly: pollyEndpoint, s3: s3Endpoint, sqs: sqsEndpoint, cloudwatch: cloudWatchEndpoint, scheduler: schedulerEndpoint, secretsmanager: secretsManagerEndpoint, executeApi: executeApiEndpoint },
      userPool,
      tableName: TABLE_NAME,
      events,
      lambdaWorkers: lambdas.size,
      oauthDomain,
      identityProviderIssuer,
      allowSiteUrl: (siteUrl) => allowSiteUrls(cognitoAdmin, userPool, { siteUrls: [url, siteUrl], identityProviders: [LOCAL_IDENTITY_PROVIDER] }),
      stop: () => stopAll(stops),
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
}

/** The local Stripe's keys, in the JSON shape of the `plume/stripe` secret on AWS. */
const localStripeKeys = {
  secretKey: LOCAL_STRIPE_SECRET_KEY,
  webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
};

/** Stripe itself, with the keys given in the environment (README): both are needed (prices come from plans.ts). */
function stripeKeysFromEnvironment(): typeof localStripeKeys {
  const variables = { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' } as const;
  const missing = Object.values(variables).filter((name) => !process.env[name]);
  if (missing.length) throw new Error(`with STRIPE_SECRET_KEY set, the local cloud uses Stripe itself and also needs ${missing.join(', ')}`);
  return Object.fromEntries(Object.entries(variables).map(([field, name]) => [field, process.env[name]!])) as typeof localStripeKeys;
}

async function stopAll(stops: (() => Promise<void>)[]): Promise<void> {
  for (const stop of stops) await stop().catch(() => undefined);
}

function runtimeConfig(origin: string, userPool: UserPoolIds, realStripe: boolean, oauthDomain: string): RuntimeConfig {
  return {
    apiBaseUrl: '/api',
    webSocketUrl: webSocketPath,
    region: REGION,
    cognito: {
      ...userPool,
      endpoint: `${origin}/_cognito`,
      passwordAuthFlow: 'USER_PASSWORD_AUTH',
      oauthDomain,
      identityProviders: [LOCAL_IDENTITY_PROVIDER],
    },
    stripe: { mode: realStripe ? (process.env.STRIPE_SECRET_KEY!.startsWith('sk_live') ? 'live' : 'test') : 'local' },
  };
}

/** A random key made once and kept in `file` (the local cloud's data folder), read back at every later start. */
function keptSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}
