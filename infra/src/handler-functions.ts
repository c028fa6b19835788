import { cpSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Annotations, ArnFormat, AssetHashType, Duration, RemovalPolicy, Stack, Validations, type CfnResource, type ILocalBundling } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { buildSync, type BuildOptions } from 'esbuild';
import { capabilitiesOf, deadLetterQueueName, handlerModule, nativePackagesOf, originVerify, packagesBesideBundleOf, reservedConcurrencyOf, speechClipSecretName, table as tableSpec, tableAccessOf, timeoutSecondsOf, timerFunctionName, timers, type Capability, type TableAccess } from '@plume/lambdas/routes';
import { eventBusName, namePrefix, repoRoot, secretName, speechBucketName, type HandlerSettings } from './config.ts';
import { alarmTopicArn, pageOn } from './alarms.ts';
import { acknowledgeWildcardPermissions } from './nag.ts';
import { nativePackageDirectory } from './native-packages.ts';

/** What handlers may reach, whichever stack they live in; the route table's capabilities say which handler gets what. */
export interface HandlerFunctionsProps extends HandlerSettings {
  table: dynamodb.ITable;
  /**
   * The key of profile unlocks. Every handler may check an unlock, so every handler is given the secret's ARN
   * (PROFILE_UNLOCK_SECRET_ID) and may read that secret, at run time (`lambdas/src/clients/secrets.ts`): the value is
   * never in a template or a function's configuration.
   */
  profileUnlockSecret: secretsmanager.ISecret;
  /** Administered by handlers with the `cognitoAdmin` capability. */
  userPool: cognito.IUserPool;
  /** Cognito issuer URL and app client id, for handlers that verify tokens themselves (the WebSocket authorizer). */
  cognitoIssuer: string;
  cognitoClientId: string;
  /** Handlers push to WebSocket clients through the `@connections` API at this URL, allowed by this policy. */
  webSocketCallbackUrl: string;
  webSocketPushPolicy: iam.IManagedPolicy;
  /** What handlers with the `timers` capability create schedules with (the API stack's `TimerScheduling`). */
  timerScheduling?: TimerScheduling;
  /** Which capabilities a handler has; the route table's, unless a test says otherwise. */
  capabilitiesOf?: (handlerId: string) => readonly Capability[];
}

/**
 * The single-table operations handlers use, on the table and its indexes only. Transactions need no action of their
 * own: TransactWriteItems is authorized per item as PutItem, UpdateItem, DeleteItem or ConditionCheckItem.
 */
export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const tableActions: Readonly<Record<TableAccess, readonly string[]>> = {
  read: tableReadActions,
  write: [...tableReadActions, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'],
  none: [],
};

/**
 * What `lambdas/src/clients/cognito.ts` calls for the admin console, and nothing else: no AdminCreateUser, no attribute
 * or group changes. (Its AdminGetUser is the MFA trigger's, granted in the auth stack.)
 */
export const cognitoAdminActions = [
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
];

/** What `lambdas/src/ops/dead-letters.ts` calls on the rules' dead-letter queues (the redrive's PutEvents is the bus's grant). */
export const deadLetterQueueActions = ['sqs:ReceiveMessage', 'sqs:DeleteMessage'];

/** What `lambdas/src/ops/business-metrics.ts` calls: the admin console's figures. */
export const metricsReadActions = ['cloudwatch:GetMetricData'];

/**
 * What `lambdas/src/speech/speech-clips.ts` calls on the speech bucket. HeadObject is authorized by s3:GetObject, and
 * answers 404 for a missing clip only to a caller that may also list the bucket (403 otherwise), hence s3:ListBucket.
 */
export const speechObjectActions = ['s3:GetObject', 's3:PutObject'];

/** What `lambdas/src/clients/secrets.ts` calls on the secrets a handler is given (by ARN or name), and nothing else. */
export const secretReadActions = ['secretsmanager:GetSecretValue'];

/**
 * The timers' side of EventBridge Scheduler: the group their schedules go in, the role Scheduler assumes to invoke the
 * timers' functions, and the policy that lets a handler create such schedules and pass that role.
 */
export interface TimerScheduling { groupName: string; schedulerRoleArn: string; setTimersPolicy: iam.IManagedPolicy }

/** What `lambdas/src/clients/timers.ts` calls: create a schedule (a conflict on an existing name is its answer too). */
export const timerActions = ['scheduler:CreateSchedule'];

/** The ARN of a timer's function (`timerFunctionName`); with `''`, the prefix every timer's ARN starts with. */
export const timerFunctionArn = (stack: Stack, timer: string) =>
  stack.formatArn({ service: 'lambda', resource: 'function', resourceName: timerFunctionName(timer, namePrefix(stack)), arnFormat: ArnFormat.COLON_RESOURCE_NAME });

/** A handler pages when more than this share of its invocations fail, in 3 of 5 one-minute periods. */
export const ERROR_RATE_PERCENT = 5;

/** Errors as a percentage of invocations, per minute (0 when it was not invoked). */
function errorRate(fn: lambda.IFunction): cloudwatch.MathExpression {
  const period = Duration.minutes(1);
  return new cloudwatch.MathExpression({
    expression: 'IF(invocations > 0, 100 * errors / invocations, 0)',
    usingMetrics: { errors: fn.metricErrors({ statistic: 'Sum', period }), invocations: fn.metricInvocations({ statistic: 'Sum', period }) },
    period,
  });
}

/** A timer's dead-letter queue is `deadLetterQueueName` of `timer-<timer>`; with `''`, the prefix of them all. */
export const timerDeadLetterQueueSuffix = (timer: string) => `timer-${timer}`;

/** APP_URL when no `siteUrl` is given: synth works offline, and `.invalid` can never resolve to someone's site. */
export const placeholderSiteUrl = 'https://example.invalid';

const lambdaSources = `${repoRoot}lambdas/src`;

/**
 * Measured on these handlers: bundling `@aws-sdk/*` adds ~340 KB of minified code per function, and the Node.js 22
 * runtime ships SDK v3, so the SDK is left to the runtime and everything else is bundled. No bundled dependency is
 * CommonJS, so the ES module needs no `createRequire` banner; add one if a bundle ever contains esbuild's
 * `__require` shim.
 */
const esbuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  external: ['@aws-sdk/*'],
  logLevel: 'warning',
};

/**
 * Bundles one handler locally with esbuild's API, never in Docker. NodejsFunction's own bundler starts esbuild through
 * `npx` for every function, and npm's start-up (~0.55 s each) was most of the synth time; in-process a bundle takes
 * ~0.2 s. The `entry` field also keys CDK's asset staging cache, which serializes the bundling options.
 */
class EsbuildBundling implements ILocalBundling {
  constructor(readonly entry: string, readonly packagesBeside: readonly string[] = []) {}

  tryBundle(outputDir: string): boolean {
    buildSync({ ...esbuildOptions, external: [...esbuildOptions.external!, ...this.packagesBeside], entryPoints: [this.entry], outfile: join(outputDir, 'index.mjs') });
    // Native and data packages go beside the bundle, where Node's resolution from index.mjs finds them.
    // Fetched with `npm pack` when npm did not install it on this machine (macOS, arm64 Linux): `nativePackageDirectory`.
    for (const name of this.packagesBeside) cpSync(nativePackageDirectory(name), join(outputDir, 'node_modules', name), { recursive: true, dereference: true });
    return true;
  }
}

function bundledCode(handlerId: string): lambda.Code {
  const entry = `${lambdaSources}/${handlerModule(handlerId)}`;
  if (!existsSync(entry)) throw new Error(`handler ${handlerId} has no file ${entry}`);
  return lambda.Code.fromAsset(dirname(entry), {
    assetHashType: AssetHashType.OUTPUT,
    // The image is required by the type and never used: local bundling either succeeds or throws.
    bundling: { image: lambda.Runtime.NODEJS_22_X.bundlingImage, local: new EsbuildBundling(entry, packagesBesideBundleOf(handlerId)) },
  });
}

/**
 * The function's name: fixed, so the ops stack graphs every function by name instead of importing ~160 references
 * (one output each). A timer's function has the name its schedules target (`timerFunctionName`). Names start with
 * `plume-<stage>` like the bus, the queues and the timers' names: one Plume per stage, account and region.
 */
export function handlerFunctionName(scope: Construct, handlerId: string): string {
  const timer = timers.find((candidate) => candidate.handler === handlerId);
  const prefix = namePrefix(scope);
  return timer ? timerFunctionName(timer.name, prefix) : `${prefix}-${handlerId.replaceAll('/', '-')}`;
}

/** `account/get-me` → `AccountGetMe`: a construct id (no `/`) that still names the handler. */
export const constructIdOf = (handlerId: string) =>
  handlerId
    .split(/[/-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * A handler's role: log access to its own log group only (not the account-wide AWSLambdaBasicExecutionRole managed
 * policy), and X-Ray's writes for active tracing.
 */
export function handlerRole(scope: Construct, handlerId: string): { role: iam.Role; logGroup: logs.LogGroup } {
  const id = constructIdOf(handlerId);
  const logGroup = new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
  const role = new iam.Role(scope, `${id}Role`, { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
  });
  return { role, logGroup };
}

/**
 * A handler's function, configured as every Plume function is: Node.js 22 on arm64 (x86_64 for a native package),
 * bundled locally with esbuild, its timeout and reserved concurrency from the manifest, active tracing, and beside it
 * the alarm on its errors. Used by `HandlerFunctions` and by the Cognito trigger (auth stack), which has no table, bus
 * or WebSocket to reach.
 */
export function handlerFunction(scope: Construct, handlerId: string, { role, logGroup }: { role: iam.IRole; logGroup: logs.ILogGroup }, environment: Record<string, string>): NodejsFunction {
  const fn = new NodejsFunction(scope, constructIdOf(handlerId), {
    description: `Plume handler ${handlerId}`,
    functionName: handlerFunctionName(scope, handlerId),
    code: bundledCode(handlerId),
    handler: 'index.handler',
    runtime: lambda.Runtime.NODEJS_22_X,
    // arm64, unless a native package was installed here for x86_64 (see `nativePackagesOf`).
    architecture: nativePackagesOf(handlerId).length ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64,
    // A native package's work, or a data package's file to read (the Lefff: ~0.9 s on a laptop core), gets more CPU.
    memorySize: packagesBesideBundleOf(handlerId).length ? 1024 : 512,
    timeout: Duration.seconds(timeoutSecondsOf(handlerId)),
    // The capacity model's cap for staff consoles, speech rendering and batch work (docs/capacity.md); none elsewhere.
    reservedConcurrentExecutions: reservedConcurrencyOf(handlerId),
    tracing: lambda.Tracing.ACTIVE,
    role,
    logGroup,
    environment: { POWERTOOLS_SERVICE_NAME: 'plume', NODE_OPTIONS: '--enable-source-maps', ...environment },
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'nodejs22.x on purpose: the local cloud and the tests run these handlers on Node 20-22 (package.json engines: node >=20.19), so AWS runs the nearest supported major, not nodejs24.x. Supported until 2027-04-30.',
  });
  // One import of the alarm topic per scope, shared by the alarms of every function in it.
  const topic = (scope.node.tryFindChild('AlarmTopic') as sns.ITopic | undefined) ?? sns.Topic.fromTopicArn(scope, 'AlarmTopic', alarmTopicArn(Stack.of(scope)));
  pageOn(scope, `${constructIdOf(handlerId)}Errors`, errorRate(fn), `Handler ${handlerId} failed more than ${ERROR_RATE_PERCENT} % of its invocations in 3 of 5 minutes.`, topic, ERROR_RATE_PERCENT, { evaluationPeriods: 5, datapointsToAlarm: 3 });
  return fn;
}

/**
 * One Lambda function per handler id (`<domain>/<name>` is `lambdas/src/<domain>/handlers/<name>.ts`), all configured alike: Node.js 22 on
 * arm64, bundled locally with esbuild, active tracing, a log group with retention, and the same base environment and
 * permissions (table, bus, @connections, the profile-unlock key). A handler gets more only for the capabilities the
 * route table gives it. Beside each function, the alarm on its errors. Functions are created on first request, so a
 * handler used by two routes is deployed once.
 */
export class HandlerFunctions extends Construct {
  private readonly functions = new Map<string, NodejsFunction>();
  private speechBucket: s3.IBucket | undefined;

  constructor(scope: Construct, id: string, private readonly props: HandlerFunctionsProps) {
    super(scope, id);
  }

  /** Every function created so far, keyed by handler id. */
  get all(): ReadonlyMap<string, NodejsFunction> {
    return this.functions;
  }

  forHandler(handlerId: string): NodejsFunction {
    const existing = this.functions.get(handlerId);
    if (existing) return existing;
    const created = this.createFunction(handlerId);
    this.functions.set(handlerId, created);
    return created;
  }

  private createFunction(handlerId: string): NodejsFunction {
    const stack = Stack.of(this);
    const { role, logGroup } = handlerRole(this, handlerId);
    const { table } = this.props;
    // Least privilege from the manifest: read-only handlers may only read, `none` gets no table statement at all.
    const access = tableAccessOf(handlerId);
    if (access !== 'none') {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...tableActions[access]],
          resources: [table.tableArn, ...tableSpec.globalIndexes.map((index) => `${table.tableArn}/index/${index.name}`)],
        }),
      );
    }
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['events:PutEvents'],
        resources: [stack.formatArn({ service: 'events', resource: 'event-bus', resourceName: eventBusName(stack) })],
      }),
    );
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: secretReadActions, resources: [this.props.profileUnlockSecret.secretArn] }));
    role.addManagedPolicy(this.props.webSocketPushPolicy);
    const capabilityEnvironment: Record<string, string> = {};
    for (const capability of (this.props.capabilitiesOf ?? capabilitiesOf)(handlerId)) Object.assign(capabilityEnvironment, this.grant[capability](role));

    const fn = handlerFunction(this, handlerId, { role, logGroup }, {
      TABLE_NAME: table.tableName,
      EVENT_BUS_NAME: eventBusName(stack),
      NAME_PREFIX: namePrefix(stack),
      WS_CALLBACK_URL: this.props.webSocketCallbackUrl,
      COGNITO_ISSUER: this.props.cognitoIssuer,
      COGNITO_CLIENT_ID: this.props.cognitoClientId,
      DEMO_MODE: String(this.props.demoMode),
      PROFILE_UNLOCK_SECRET_ID: this.props.profileUnlockSecret.secretArn,
      ...capabilityEnvironment,
    });
    const timer = timers.find((candidate) => candidate.handler === handlerId);
    if (timer) this.timerDeadLetters(timer.name, fn);
    return fn;
  }

  /**
   * A timer's dead-letter queue, beside its function: what EventBridge Scheduler could not deliver after its retries
   * (the schedule's `DeadLetterConfig`, set by `setTimer` from TIMER_DEAD_LETTER_ARN_PREFIX) and what the function
   * still failed on after Lambda's asynchronous retries (Scheduler invokes asynchronously). Scheduler sends with the
   * role it assumes, which the queue's policy admits; the function's own sends are its destination's grant.
   */
  private timerDeadLetters(timer: string, fn: NodejsFunction): void {
    const queue = new sqs.Queue(this, `${constructIdOf(timer)}TimerDeadLetters`, {
      queueName: deadLetterQueueName(timerDeadLetterQueueSuffix(timer), namePrefix(this)),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This queue is the dead-letter queue of timer ${timer}; it needs no queue behind it.`,
    });
    const { timerScheduling } = this.props;
    if (timerScheduling) queue.grantSendMessages(new iam.ArnPrincipal(timerScheduling.schedulerRoleArn));
    fn.configureAsyncInvoke({ onFailure: new SqsDestination(queue), retryAttempts: 2, maxEventAge: Duration.minutes(5) });
  }

  /**
   * The environment and permissions of each capability. Keyed by the route table's `Capability` type, so a new
   * capability there fails the type check until it is granted here.
   */
  private readonly grant: Record<Capability, (role: iam.Role) => Record<string, string>> = {
    cognitoAdmin: (role) => {
      const { userPool } = this.props;
      role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: cognitoAdminActions, resources: [userPool.userPoolArn] }));
      return { COGNITO_USER_POOL_ID: userPool.userPoolId };
    },
    stripe: (role) => this.stripeEnvironment(role),
    speech: (role) => {
      // The data stack's bucket, by its fixed name (no cross-stack reference).
      const bucket = (this.speechBucket ??= s3.Bucket.fromBucketName(this, 'SpeechBucket', speechBucketName(Stack.of(this))));
      // A policy of its own, so its wildcards are acknowledged with their own reason.
      const policy = new iam.Policy(this, `${role.node.id.replace(/Role$/, '')}Speech`, {
        roles: [role],
        statements: [
          new iam.PolicyStatement({ actions: speechObjectActions, resources: [bucket.arnForObjects('speech/*')] }),
          new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
          new iam.PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }),
        ],
      });
      acknowledgeWildcardPermissions(
        policy.node.defaultChild as CfnResource,
        'Speech clips: read and write objects under speech/ of the speech bucket only (keys are keyed content hashes, unknown in advance); polly:SynthesizeSpeech is authorized against lexicons only (Plume uses none), so no narrower resource names the call.',
      );
      // The data stack generates the clips' naming key under this name.
      const namingKey = secretName(this, speechClipSecretName);
      this.allowSecretRead(role, namingKey);
      return { SPEECH_BUCKET: bucket.bucketName, POLLY_VOICE_ID: this.props.pollyVoiceId, SPEECH_CLIP_SECRET_ID: namingKey };
    },
    timers: (role) => {
      const { timerScheduling } = this.props;
      if (!timerScheduling) throw new Error('a handler with the timers capability needs the timerScheduling prop');
      // One managed policy shared by every such role: no resource per function (each resource counts in its stack's 500).
      role.addManagedPolicy(timerScheduling.setTimersPolicy);
      return {
        TIMER_GROUP_NAME: timerScheduling.groupName,
        TIMER_FUNCTION_ARN_PREFIX: timerFunctionArn(Stack.of(this), ''),
        TIMER_ROLE_ARN: timerScheduling.schedulerRoleArn,
        TIMER_DEAD_LETTER_ARN_PREFIX: Stack.of(this).formatArn({ service: 'sqs', resource: deadLetterQueueName(timerDeadLetterQueueSuffix(''), namePrefix(this)), arnFormat: ArnFormat.NO_RESOURCE_NAME }),
      };
    },
    deadLetters: (role) => {
      // The events stack's queues, by their fixed names (that stack depends on this one, so no reference back).
      const stack = Stack.of(this);
      const policy = new iam.Policy(this, `${role.node.id.replace(/Role$/, '')}DeadLetters`, {
        roles: [role],
        statements: [
          new iam.PolicyStatement({ actions: deadLetterQueueActions, resources: [stack.formatArn({ service: 'sqs', resource: `${deadLetterQueueName('', namePrefix(stack))}*` })] }),
        ],
      });
      acknowledgeWildcardPermissions(
        policy.node.defaultChild as CfnResource,
        'The admin console reads and redrives every rule\'s dead-letter queue: all are named plume-<stage>-dlq-<rule>, one per rule of the route table.',
      );
      return { DEAD_LETTER_QUEUE_URL_PREFIX: `https://sqs.${stack.region}.${stack.urlSuffix}/${stack.account}/` };
    },
    metrics: (role) => {
      // GetMetricData names no resource (it reads any namespace of the account): a policy of its own for the wildcard.
      const policy = new iam.Policy(this, `${role.node.id.replace(/Role$/, '')}Metrics`, {
        roles: [role],
        statements: [new iam.PolicyStatement({ actions: metricsReadActions, resources: ['*'] })],
      });
      acknowledgeWildcardPermissions(
        policy.node.defaultChild as CfnResource,
        'cloudwatch:GetMetricData supports no resource-level permissions; the admin console reads the Plume business figures and the dead-letter queues\' NumberOfMessagesSent.',
      );
      return {};
    },
    // The API stack generates the secret under this name; CloudFront sends its value (web stack).
    originVerify: (role) => {
      const name = secretName(this, originVerify.secretName);
      this.allowSecretRead(role, name);
      return { ORIGIN_VERIFY_SECRET_ID: name };
    },
  };

  /** Read rights on the secret of this name alone: its ARN ends with `-` and six random characters, which `??????` matches exactly. */
  private allowSecretRead(role: iam.Role, name: string): void {
    const secretArn = Stack.of(this).formatArn({ service: 'secretsmanager', resource: 'secret', resourceName: `${name}-??????`, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: secretReadActions, resources: [secretArn] }));
  }

  /**
   * Stripe's keys stay in their Secrets Manager secret (JSON keys secretKey and webhookSecret), made by the operators,
   * not by CDK: the Stripe handlers are given its name (STRIPE_SECRET_ID) and may
   * read it, and read it at run time (`lambdas/src/clients/secrets.ts`, cached 5 minutes). So no key is in a template,
   * in the cloud assembly or in a function's configuration (where lambda:GetFunctionConfiguration would show it), and
   * a rotated key is in use within 5 minutes, without a deploy.
   */
  private stripeEnvironment(role: iam.Role): Record<string, string> {
    const { name } = this.props.stripeSecret;
    this.allowSecretRead(role, name);
    if (!this.props.siteUrl) {
      // Once per construct (identical messages are recorded once), however many Stripe handlers there are.
      Annotations.of(this).addWarningV2(
        'plume:site-url-missing',
        `No siteUrl in context: Stripe Checkout would send people back to ${placeholderSiteUrl}. Deploy with \`-c siteUrl=https://<the site's origin>\`.`,
      );
    }
    return { STRIPE_SECRET_ID: name, APP_URL: this.props.siteUrl ?? placeholderSiteUrl };
  }
}
