import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { App, Stack, type CfnElement, type NestedStack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { capabilitiesOf, cognitoTriggers, deadLetterQueueName, eventRules, httpRoutes, packagesBesideBundleOf, routeKey, webSocketAuthorizer, schedules, table, tableAccessOf, timerFunctionName, timers, type Capability } from '@plume/lambdas/routes';
import { businessMetrics, METRICS_NAMESPACE } from '@plume/shared/business-metrics';
import { readConfig } from './config.ts';
import { passwordPolicy } from '@plume/shared/password-policy';
import { ERROR_RATE_PERCENT, HandlerFunctions, tableReadActions, cognitoAdminActions, deadLetterQueueActions, handlerFunctionName, metricsReadActions, placeholderSiteUrl, secretReadActions, speechObjectActions, timerActions } from './handler-functions.ts';
import { alarmTopicName } from './alarms.ts';
import { MAX_HANDLERS_PER_STACK, RESOURCES_PER_HANDLER } from './handler-stacks.ts';
import { HEADROOM, quotaFindings, quotas, templateCounts } from './quotas.ts';
import { AuthStack, frenchEmails } from './stacks/auth-stack.ts';
import { webSocketAccessLogFields } from './stacks/api-stack.ts';
import { CONCURRENCY_ALARM } from './stacks/ops-stack.ts';
import { managedRuleGroups, SIGN_IN_REQUESTS_PER_IP, SITE_REQUESTS_PER_IP } from './waf.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { siteRewriteCode } from './site-rewrite.ts';
import { CONSUMER_RETRY_ATTEMPTS } from './stacks/events-stack.ts';
import { WebStack, mediaRewriteCode } from './stacks/web-stack.ts';
import { cdkJsonContext, resourcesIn, resourcesOf, synthesisTimeout, synthesizePlume, testSiteUrl, type CfnResource } from './testing.ts';

let plume: ReturnType<typeof synthesizePlume>;
beforeAll(() => {
  plume = synthesizePlume({ validateTemplates: true });
}, synthesisTimeout);

/**
 * What a nested stack's parameter (`Ref` to one of its parameters) is given by its parent stack: how the API's
 * functions, in their nested stack, receive references to other stacks.
 */
function throughNestedParameter(value: unknown): unknown {
  const ref = (value as { Ref?: string } | undefined)?.Ref;
  if (!ref) return value;
  // A parameter is named after what it passes, so nested stacks that both take it are given the same value.
  const given = Object.values(resourcesOf(plume.templates.api, 'AWS::CloudFormation::Stack')).map((nested) => nested.Properties.Parameters?.[ref]);
  return given.find((parameter) => parameter !== undefined) ?? value;
}

/** The resource a cross-stack reference (`Fn::GetStackOutput`) resolves to in its producing stack, and the attribute. */
function referencedResource(reference: unknown, producer: Template) {
  const value = throughNestedParameter(reference);
  const { OutputName } = (value as { 'Fn::GetStackOutput': { OutputName: string } })['Fn::GetStackOutput'];
  const output = producer.toJSON().Outputs[OutputName].Value as { Ref: string } | { 'Fn::GetAtt': [string, string] };
  const [logicalId, attribute] = 'Ref' in output ? [output.Ref, 'Ref'] : output['Fn::GetAtt'];
  return { ...(producer.toJSON().Resources[logicalId] as { Type: string }), attribute };
}

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

/** The ARN pattern (as synthesized, JSON) of the secret of this name: its name, `-` and six random characters. */
const secretArnOf = (name: string) => `{"Fn::Join":["",["arn:aws:secretsmanager:eu-west-3:",{"Ref":"AWS::AccountId"},":secret:${name}-??????"]]}`;
/** CloudFront's origin header value: the secret, resolved by CloudFormation when it deploys the distribution. */
const originVerifyReference = '{{resolve:secretsmanager:plume/dev/origin-verify:SecretString:::}}';

/** The stack a handler's function was created in (a nested stack of the API or events stack) and its template. */
function stackOfFunction(fn: Construct): { stack: Stack; template: Template } {
  const stack = Stack.of(fn);
  return { stack, template: plume.templateOf(stack) };
}

/** The templates of every nested stack holding handlers, the API's and the events stack's. */
const handlerTemplates = () => [...plume.handlerTemplates.api, ...plume.handlerTemplates.events];

/** Every handler function of the app: its handler id, environment and the statements of its role's policies. */
function deployedHandlers() {
  return (['api', 'events'] as const).flatMap((name) => {
    return [...plume.stacks[name].handlers.all].map(([handlerId, fn]) => {
      const { stack, template } = stackOfFunction(fn);
      const logicalId = (construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
      const roleId = logicalId(fn.role as iam.Role);
      const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter(({ Properties: policy }) =>
        policy.Roles.some((role: { Ref?: string }) => role.Ref === roleId),
      );
      return {
        handlerId,
        environment: resourcesOf(template, 'AWS::Lambda::Function')[logicalId(fn)]!.Properties.Environment.Variables as Record<string, unknown>,
        statements: policies.flatMap(({ Properties: policy }) => policy.PolicyDocument.Statement as Statement[]),
      };
    });
  });
}

const actionsOf = (statement: Statement) => [statement.Action].flat();
/** The statements of the auth stack's policies attached to a role (a Cognito trigger's). */
const authStatementsOf = (roleId: string) =>
  Object.values(resourcesOf(plume.templates.auth, 'AWS::IAM::Policy'))
    .filter(({ Properties: policy }) => policy.Roles.some((role: { Ref?: string }) => role.Ref === roleId))
    .flatMap(({ Properties: policy }) => policy.PolicyDocument.Statement as Statement[]);
/** The resources `action` is allowed on, by all the statements (CDK merges statements of the same actions). */
const resourcesAllowed = (statements: Statement[], action: string) =>
  statements.filter((statement) => statement.Effect === 'Allow' && actionsOf(statement).includes(action)).flatMap((statement) => [statement.Resource].flat());
/** Every secretsmanager action the statements allow. */
const secretActions = (statements: Statement[]) => [...new Set(statements.flatMap(actionsOf).filter((action) => action.startsWith('secretsmanager:')))];
const baseEnvironment = [
  'NAME_PREFIX',
  'COGNITO_CLIENT_ID',
  'COGNITO_ISSUER',
  'DEMO_MODE',
  'EVENT_BUS_NAME',
  'NODE_OPTIONS',
  'POWERTOOLS_SERVICE_NAME',
  'PROFILE_UNLOCK_SECRET_ID',
  'TABLE_NAME',
  'WS_CALLBACK_URL',
];
const stripeEnvironment = ['STRIPE_SECRET_ID', 'APP_URL'];

/**
 * One handler's function in a stack of its own, configured from this context; bundling skipped. `capabilities`
 * replaces the route table's, for capabilities no route uses yet.
 */
function singleHandler(handlerId: string, context: Record<string, unknown>, capabilities?: readonly Capability[]) {
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], ...context } });
  const config = readConfig(app.node);
  const stack = new Stack(app, 'SingleHandler', { env: config.env });
  new HandlerFunctions(stack, 'Handlers', {
    ...config.handlers,
    table: dynamodb.Table.fromTableName(stack, 'Table', 'plume'),
    profileUnlockSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Unlock', 'plume/profile-unlock'),
    userPool: cognito.UserPool.fromUserPoolId(stack, 'Users', 'eu-west-3_example'),
    cognitoIssuer: 'https://cognito-idp.eu-west-3.amazonaws.com/eu-west-3_example',
    cognitoClientId: 'client',
    webSocketCallbackUrl: 'https://ws.example/live',
    webSocketPushPolicy: iam.ManagedPolicy.fromManagedPolicyName(stack, 'Push', 'push'),
    ...(capabilities ? { capabilitiesOf: () => capabilities } : {}),
  }).forHandler(handlerId);
  const template = Template.fromStack(stack);
  const [fn] = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
  const statements = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap(({ Properties: policy }) => policy.PolicyDocument.Statement as Statement[]);
  return { stack, environment: fn!.Properties.Environment.Variables as Record<string, unknown>, statements };
}

describe('data', () => {
  it('is the single table of the route table, on demand, with TTL and point-in-time recovery, never deleted', () => {
    const keys = (partition: string, sort: string) => [
      { AttributeName: partition, KeyType: 'HASH' },
      { AttributeName: sort, KeyType: 'RANGE' },
    ];
    plume.templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    plume.templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        KeySchema: keys(table.partitionKey, table.sortKey),
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: table.globalIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: keys(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
  });
});

describe('data: speech', () => {
  it('keeps speech clips in a private, encrypted, TLS-only bucket that only CloudFront distributions of this account read', () => {
    plume.templates.data.resourceCountIs('AWS::S3::Bucket', 1);
    plume.templates.data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: {
        BucketName: { 'Fn::Join': ['', ['plume-dev-speech-', { Ref: 'AWS::AccountId' }, '-eu-west-3']] },
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      },
    });
    const [policy] = Object.values(resourcesOf(plume.templates.data, 'AWS::S3::BucketPolicy'));
    const statements = policy!.Properties.PolicyDocument.Statement as (Statement & { Principal: unknown; Condition: unknown })[];
    expect(statements.find((statement) => statement.Effect === 'Deny')).toMatchObject({ Condition: { Bool: { 'aws:SecureTransport': 'false' } } });
    const read = statements.find((statement) => statement.Effect === 'Allow');
    expect(read).toMatchObject({ Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } });
    expect(JSON.stringify(read!.Resource)).toContain('/speech/*');
    expect(JSON.stringify(read!.Condition)).toMatch(/"AWS:SourceArn".*:cloudfront::.*:distribution\/\*/);
    expect(JSON.stringify(read!.Condition)).toContain('AWS:SourceAccount');
  });
});

describe('auth', () => {
  it('signs in with e-mail or phone number, verifies the e-mail, keeps a phone number and lets people sign up', () => {
    plume.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email', 'phone_number'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'phone_number', Required: false })]),
      DeletionProtection: 'ACTIVE',
    });
  });

  it('requires the one password policy the local Cognito and the forms check (shared/src/password-policy.ts)', () => {
    plume.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: passwordPolicy.minLength, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true }) },
    });
  });

  it('has the admin, examinator and finance groups', () => {
    const groups = Object.values(resourcesOf(plume.templates.auth, 'AWS::Cognito::UserPoolGroup')).map((group) => group.Properties.GroupName);
    expect(groups.sort()).toEqual(['admin', 'examinator', 'finance']);
  });

  it('lets people sign in with a password or an SMS code (choice-based USER_AUTH), sent through an SMS role', () => {
    const [pool] = Object.values(resourcesOf(plume.templates.auth, 'AWS::Cognito::UserPool'));
    expect(pool!.Properties).toMatchObject({
      UserPoolTier: 'ESSENTIALS',
      Policies: { SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'SMS_OTP'] } },
    });
    const { SnsCallerArn, ExternalId } = pool!.Properties.SmsConfiguration;
    const role = resourcesOf(plume.templates.auth, 'AWS::IAM::Role')[SnsCallerArn['Fn::GetAtt'][0]]!.Properties;
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'cognito-idp.amazonaws.com' },
        Condition: { StringEquals: { 'sts:ExternalId': ExternalId } },
      },
    ]);
    expect(role.Policies.flatMap((policy: { PolicyDocument: { Statement: Statement[] } }) => policy.PolicyDocument.Statement)).toEqual([
      { Action: 'sns:Publish', Effect: 'Allow', Resource: '*' },
    ]);
  });

  it('offers TOTP MFA, and runs the staff-MFA trigger (V2, both tokens) before every token, allowed to read MFA settings of this pool only', () => {
    const [pool] = Object.values(resourcesOf(plume.templates.auth, 'AWS::Cognito::UserPool'));
    expect(pool!.Properties).toMatchObject({ MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
    const trigger = pool!.Properties.LambdaConfig.PreTokenGenerationConfig;
    expect(trigger.LambdaVersion).toBe('V2_0');
    const functions = resourcesOf(plume.templates.auth, 'AWS::Lambda::Function');
    const fn = functions[trigger.LambdaArn['Fn::GetAtt'][0]]!.Properties;
    expect(fn).toMatchObject({ FunctionName: handlerFunctionName(plume.app, cognitoTriggers.preTokenGeneration), Architectures: ['arm64'], Runtime: 'nodejs22.x' });
    const statements = authStatementsOf(fn.Role['Fn::GetAtt'][0]);
    const cognitoStatements = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('cognito-idp:')));
    expect(cognitoStatements).toEqual([{ Effect: 'Allow', Action: 'cognito-idp:AdminGetUser', Resource: { 'Fn::GetAtt': [expect.stringMatching(/^Users/), 'Arn'] } }]);
    // Nothing else of Plume's: no table, bus or secret.
    expect(statements.flatMap(actionsOf).filter((action) => !/^(logs|xray|cognito-idp):/.test(action))).toEqual([]);
  });

  it('runs the one-account-per-email trigger before a user is created, allowed to list, read the groups of and link users of this pool only', () => {
    const [pool] = Object.values(resourcesOf(plume.templates.auth, 'AWS::Cognito::UserPool'));
    const trigger = pool!.Properties.LambdaConfig.PreSignUp;
    const fn = resourcesOf(plume.templates.auth, 'AWS::Lambda::Function')[trigger['Fn::GetAtt'][0]]!.Properties;
    expect(fn).toMatchObject({ FunctionName: handlerFunctionName(plume.app, cognitoTriggers.preSignUp), Architectures: ['arm64'], Runtime: 'nodejs22.x' });
    const statements = authStatementsOf(fn.Role['Fn::GetAtt'][0]);
    const cognitoStatements = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('cognito-idp:')));
    expect(cognitoStatements).toEqual([
      { Effect: 'Allow', Action: ['cognito-idp:AdminLinkProviderForUser', 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:ListUsers'], Resource: { 'Fn::GetAtt': [expect.stringMatching(/^Users/), 'Arn'] } },
    ]);
    expect(statements.flatMap(actionsOf).filter((action) => !/^(logs|xray|cognito-idp):/.test(action))).toEqual([]);
  });

  it('has a public app client allowing USER_AUTH and SRP, never USER_PASSWORD_AUTH (the local emulator only), without federation unless configured', () => {
    const [client] = Object.values(resourcesOf(plume.templates.auth, 'AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    plume.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_AUTH']),
      SupportedIdentityProviders: ['COGNITO'],
    });
    plume.templates.auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    plume.templates.auth.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });

  it('adds Google and the hosted UI domain when given their context', () => {
    const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], googleClientId: 'google-client', siteUrl: 'https://plume.example' } });
    const { federation, env } = readConfig(app.node);
    const stack = new AuthStack(app, 'FederatedAuth', { env, federation });
    const template = Template.fromStack(stack);
    const [googleId] = Object.keys(
      template.findResources('AWS::Cognito::UserPoolIdentityProvider', { Properties: { ProviderName: 'Google', ProviderType: 'Google' } }),
    );
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', { Ref: googleId }],
      CallbackURLs: ['https://plume.example/auth/login/'],
      LogoutURLs: ['https://plume.example/auth/login/'],
    });
    // The pre-sign-up trigger links an identity only when the provider vouches for its e-mail address.
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      AttributeMapping: { email: 'email', email_verified: 'email_verified', name: 'name' },
    });
    template.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: { PreSignUp: Match.anyValue(), PreTokenGenerationConfig: Match.anyValue() } });
    expect(stack.identityProviders).toEqual(['Google']);
  });
});

describe('api', () => {
  it('verifies Cognito JWTs: issuer is the user pool, audience its app client', () => {
    const [authorizer] = Object.values(
      plume.templates.api.findResources('AWS::ApiGatewayV2::Authorizer', { Properties: { AuthorizerType: 'JWT' } }),
    );
    const { Issuer, Audience } = authorizer!.Properties.JwtConfiguration;
    const [prefix, suffix, slash, poolId] = Issuer['Fn::Join'][1];
    expect([prefix, suffix, slash]).toEqual(['https://cognito-idp.eu-west-3.', { Ref: 'AWS::URLSuffix' }, '/']);
    expect(referencedResource(poolId, plume.templates.auth).Type).toBe('AWS::Cognito::UserPool');
    expect(Audience).toHaveLength(1);
    expect(referencedResource(Audience[0], plume.templates.auth).Type).toBe('AWS::Cognito::UserPoolClient');
  });

  it('authorizes WebSocket connections with a Lambda reading the token query parameter', () => {
    expect(resourcesIn(plume.handlerTemplates.api, 'AWS::ApiGatewayV2::Authorizer').map(({ Properties: authorizer }) => authorizer)).toEqual([
      expect.objectContaining({ AuthorizerType: 'REQUEST', IdentitySource: ['route.request.querystring.token'] }),
    ]);
  });

  it('throttles and logs both stages', () => {
    const stages = Object.values(resourcesOf(plume.templates.api, 'AWS::ApiGatewayV2::Stage'));
    expect(stages.map((stage) => stage.Properties.StageName).sort()).toEqual(['$default', 'ws']);
    for (const { Properties: stage } of stages) {
      expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) });
      expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
    }
  });

  it('throttles each route the route table gives a rate, with the same numbers, once the route exists', () => {
    const throttled = httpRoutes.filter((route) => route.throttle);
    expect(throttled.map(routeKey)).toContain('POST /api/contact');
    const stage = Object.values(resourcesOf(plume.templates.api, 'AWS::ApiGatewayV2::Stage')).find((resource) => resource.Properties.StageName === '$default')!;
    for (const route of throttled) {
      expect(stage.Properties.RouteSettings[routeKey(route)]).toEqual({ ThrottlingRateLimit: route.throttle!.rate, ThrottlingBurstLimit: route.throttle!.burst });
      // The route is in its handler's nested stack: the stage waits for that stack.
      const nested = Stack.of(plume.stacks.api.handlers.all.get(route.handler)!) as NestedStack;
      expect(resourcesOf(plume.templateOf(nested), 'AWS::ApiGatewayV2::Route')).toSatisfy((routes: Record<string, CfnResource>) => Object.values(routes).some(({ Properties: created }) => created.RouteKey === routeKey(route)));
      expect(stage.DependsOn as string[]).toContain(plume.stacks.api.getLogicalId(nested.nestedStackResource as CfnElement));
    }
    expect(Object.keys(stage.Properties.RouteSettings)).toHaveLength(throttled.length);
  });

  it('runs every handler alike: Node.js 22 on arm64 (x86_64 with a native package), 512 MB (1024 with a package beside its bundle), traced, logged with retention, same base environment', () => {
    const functions = handlerTemplates().flatMap((template) =>
      Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs22.x' } })),
    );
    expect(functions).toHaveLength(plume.stacks.api.handlers.all.size + plume.stacks.events.handlers.all.size);
    const native = functions.filter(({ Properties: fn }) => fn.Description === 'Plume handler flashcards/optimize-flashcard-parameters');
    expect(native.map(({ Properties: fn }) => fn.Architectures)).toEqual([['x86_64']]);
    for (const { Properties: fn } of functions) {
      expect(fn).toMatchObject({ Architectures: native.some(({ Properties: other }) => other === fn) ? ['x86_64'] : ['arm64'], TracingConfig: { Mode: 'Active' }, Handler: 'index.handler' });
      // A package beside the bundle (a native binary, or the Lefff an admin's passage is read against) gets more CPU.
      expect(fn.MemorySize, fn.Description).toBe(packagesBesideBundleOf(fn.Description.replace('Plume handler ', '')).length ? 1024 : 512);
      expect(Object.keys(fn.Environment.Variables)).toEqual(expect.arrayContaining(baseEnvironment));
      expect(fn.Environment.Variables.DEMO_MODE).toBe('false');
      expect(fn.LoggingConfig.LogGroup.Ref).toBeDefined();
    }
  });

  it('signs profile unlocks with a generated secret every handler reads at run time: its ARN in the environment, read rights on it alone', () => {
    plume.templates.data.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
    for (const { handlerId, environment, statements } of deployedHandlers()) {
      expect(referencedResource(environment.PROFILE_UNLOCK_SECRET_ID, plume.templates.data), handlerId).toMatchObject({ Type: 'AWS::SecretsManager::Secret', attribute: 'Ref' });
      expect(secretActions(statements), handlerId).toEqual(secretReadActions);
      expect(resourcesAllowed(statements, 'secretsmanager:GetSecretValue'), handlerId).toContainEqual(environment.PROFILE_UNLOCK_SECRET_ID);
    }
    // No value is resolved into a template (each dynamic reference also counts against a quota of 60 per template),
    // but CloudFront's origin header, which CloudFront cannot read at run time: see the web tests.
    for (const [stack, template] of plume.all) {
      const references = JSON.stringify(template.toJSON()).match(/\{\{resolve:[^}]*\}\}/g) ?? [];
      expect(references, stack.node.path).toEqual(stack === plume.stacks.web ? [originVerifyReference, originVerifyReference] : []); // one per API origin
    }
  });

  it('gives each handler exactly the environment of its capabilities, nothing more', () => {
    for (const { handlerId, environment } of deployedHandlers()) {
      const capabilities = capabilitiesOf(handlerId);
      const expected = [
        ...baseEnvironment,
        ...(capabilities.includes('cognitoAdmin') ? ['COGNITO_USER_POOL_ID'] : []),
        ...(capabilities.includes('stripe') ? stripeEnvironment : []),
        ...(capabilities.includes('speech') ? ['POLLY_VOICE_ID', 'SPEECH_BUCKET', 'SPEECH_CLIP_SECRET_ID'] : []),
        ...(capabilities.includes('deadLetters') ? ['DEAD_LETTER_QUEUE_URL_PREFIX'] : []),
        ...(capabilities.includes('timers') ? ['TIMER_DEAD_LETTER_ARN_PREFIX', 'TIMER_FUNCTION_ARN_PREFIX', 'TIMER_GROUP_NAME', 'TIMER_ROLE_ARN'] : []),
        ...(capabilities.includes('originVerify') ? ['ORIGIN_VERIFY_SECRET_ID'] : []),
      ];
      expect(Object.keys(environment).sort(), handlerId).toEqual(expected.sort());
    }
  });

  it('lets cognitoAdmin handlers, and only them, administer users of the user pool', () => {
    const handlers = deployedHandlers();
    const administering = handlers.filter(({ handlerId }) => capabilitiesOf(handlerId).includes('cognitoAdmin'));
    expect(administering.length).toBeGreaterThan(0);
    for (const { handlerId, environment, statements } of handlers) {
      const cognitoStatements = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('cognito-idp:')));
      if (!administering.some((handler) => handler.handlerId === handlerId)) {
        expect(cognitoStatements, handlerId).toEqual([]);
        continue;
      }
      expect(referencedResource(environment.COGNITO_USER_POOL_ID, plume.templates.auth)).toMatchObject({ Type: 'AWS::Cognito::UserPool', attribute: 'Ref' });
      expect(cognitoStatements, handlerId).toHaveLength(1);
      const [statement] = cognitoStatements;
      expect(statement!.Effect).toBe('Allow');
      expect(actionsOf(statement!).sort()).toEqual([...cognitoAdminActions].sort());
      expect(referencedResource(statement!.Resource, plume.templates.auth)).toMatchObject({ Type: 'AWS::Cognito::UserPool', attribute: 'Arn' });
    }
  });

  it('gives Stripe handlers, and only them, the name of the Stripe secret and read rights on that secret alone', () => {
    const handlers = deployedHandlers();
    expect(handlers.filter(({ handlerId }) => capabilitiesOf(handlerId).includes('stripe')).length).toBeGreaterThan(0);
    for (const { handlerId, environment, statements } of handlers) {
      const stripe = capabilitiesOf(handlerId).includes('stripe');
      const speech = capabilitiesOf(handlerId).includes('speech');
      if (speech) expect(environment).toMatchObject({ SPEECH_CLIP_SECRET_ID: 'plume/dev/speech-clip-names' });
      const http = handlerId === webSocketAuthorizer.handler || httpRoutes.some((route) => route.handler === handlerId);
      if (stripe) expect(environment).toMatchObject({ STRIPE_SECRET_ID: 'plume/dev/stripe', APP_URL: testSiteUrl });
      // Only these secrets, and only to read them: the profile-unlock key (every handler), the origin header's
      // (HTTP handlers and the WebSocket authorizer), Stripe's (Stripe handlers) and the clips' naming key (speech
      // handlers).
      expect(secretActions(statements), handlerId).toEqual(secretReadActions);
      const read = resourcesAllowed(statements, 'secretsmanager:GetSecretValue').map((resource) => JSON.stringify(resource));
      const expected = [
        JSON.stringify(environment.PROFILE_UNLOCK_SECRET_ID), ...(http ? [secretArnOf('plume/dev/origin-verify')] : []), ...(stripe ? [secretArnOf('plume/dev/stripe')] : []),
        ...(speech ? [secretArnOf('plume/dev/speech-clip-names')] : []),
      ];
      expect(read.sort(), handlerId).toEqual(expected.sort());
    }
    const templates = JSON.stringify([...plume.all.values()].map((template) => template.toJSON()));
    expect(templates).not.toMatch(/\b(sk|rk|pk)_(test|live)_|whsec_|\bprice_[A-Za-z0-9]/);
  });

  it('lets speech handlers, and only them, render with Polly and read and write clips under speech/ of the speech bucket', () => {
    const { stack, environment, statements } = singleHandler('ops/health', {}, ['speech']);
    expect(environment.POLLY_VOICE_ID).toBe('Lea');
    // The data stack's fixed name, from this stack's own account and region: no cross-stack reference.
    expect(environment.SPEECH_BUCKET).toEqual({ 'Fn::Join': ['', ['plume-dev-speech-', { Ref: 'AWS::AccountId' }, '-eu-west-3']] });
    const speechStatements = statements.filter((statement) => actionsOf(statement).some((action) => /^(s3|polly):/.test(action)));
    expect(speechStatements.map((statement) => ({ actions: actionsOf(statement).sort(), resource: JSON.stringify(statement.Resource) }))).toEqual([
      { actions: [...speechObjectActions].sort(), resource: expect.stringMatching(/:s3:::plume-dev-speech-",\{"Ref":"AWS::AccountId"\},"-eu-west-3\/speech\/\*"\]\]\}$/) },
      { actions: ['s3:ListBucket'], resource: expect.stringMatching(/:s3:::plume-dev-speech-",\{"Ref":"AWS::AccountId"\},"-eu-west-3"\]\]\}$/) },
      { actions: ['polly:SynthesizeSpeech'], resource: '"*"' },
    ]);
    // Its wildcards (objects under speech/, Polly's lexicon-only resource) are acknowledged where they are granted.
    const nag = new AwsSolutionsChecks(stack.node.root).validateScope(stack.node.root);
    expect(nag.violations.map((violation) => violation.ruleName)).toEqual([]);
    expect(singleHandler('ops/health', { pollyVoiceId: 'Remi' }, ['speech']).environment.POLLY_VOICE_ID).toBe('Remi');
    expect(() => singleHandler('ops/health', { pollyVoiceId: 'Celine' }, ['speech'])).toThrow(/Lea or Remi/);

    for (const { handlerId, statements: deployed } of deployedHandlers()) {
      const granted = deployed.flatMap(actionsOf).filter((action) => /^(s3|polly):/.test(action));
      expect(granted, handlerId).toEqual(capabilitiesOf(handlerId).includes('speech') ? expect.arrayContaining(['polly:SynthesizeSpeech', 's3:PutObject']) : []);
    }
    expect(singleHandler('ops/health', {}).statements.flatMap(actionsOf).filter((action) => /^(s3|polly):/.test(action))).toEqual([]);
    // The clips' naming key: generated by the data stack under the name the speech handlers are given, and kept when
    // the stack goes (a new value would rename every clip).
    expect(environment.SPEECH_CLIP_SECRET_ID).toBe('plume/dev/speech-clip-names');
    const namingKeys = plume.templates.data.findResources('AWS::SecretsManager::Secret', { Properties: { Name: 'plume/dev/speech-clip-names' } });
    expect(Object.values(namingKeys)).toEqual([expect.objectContaining({
      DeletionPolicy: 'Retain',
      Properties: expect.objectContaining({ GenerateSecretString: expect.objectContaining({ PasswordLength: 64 }) }),
    })]);
  });

  it('lets deadLetters handlers, and only them, read and delete messages of the rules\' dead-letter queues, found by name', () => {
    const { stack, environment, statements } = singleHandler('ops/health', {}, ['deadLetters']);
    // The events stack's fixed queue names, from this stack's own account and region: no cross-stack reference.
    expect(JSON.stringify(environment.DEAD_LETTER_QUEUE_URL_PREFIX)).toMatch(/https:\/\/sqs\.eu-west-3\.".*AWS::URLSuffix.*AWS::AccountId.*\/"/);
    const sqsStatements = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('sqs:')));
    expect(sqsStatements.map((statement) => ({ actions: actionsOf(statement).sort(), resource: JSON.stringify(statement.Resource) }))).toEqual([
      { actions: [...deadLetterQueueActions].sort(), resource: expect.stringMatching(/:sqs:eu-west-3:",\{"Ref":"AWS::AccountId"\},":plume-dev-dlq-\*"\]\]\}$/) },
    ]);
    const nag = new AwsSolutionsChecks(stack.node.root).validateScope(stack.node.root);
    expect(nag.violations.map((violation) => violation.ruleName)).toEqual([]);
    for (const { handlerId, statements: deployed } of deployedHandlers()) {
      // Consumers may also send to their own rule's queue (their on-failure destination: tested with the events stack).
      const granted = deployed.flatMap(actionsOf).filter((action) => action.startsWith('sqs:') && !destinationSendActions.includes(action));
      expect(granted.sort(), handlerId).toEqual(capabilitiesOf(handlerId).includes('deadLetters') ? [...deadLetterQueueActions].sort() : []);
    }
  });

  it('lets metrics handlers, and only them, read CloudWatch figures (GetMetricData, which names no resource)', () => {
    const { stack, statements } = singleHandler('ops/health', {}, ['metrics']);
    const cloudWatchStatements = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('cloudwatch:')));
    expect(cloudWatchStatements.map((statement) => ({ actions: actionsOf(statement), resource: statement.Resource }))).toEqual([{ actions: metricsReadActions, resource: '*' }]);
    const nag = new AwsSolutionsChecks(stack.node.root).validateScope(stack.node.root);
    expect(nag.violations.map((violation) => violation.ruleName)).toEqual([]);
    const granted = deployedHandlers().filter(({ statements: deployed }) => deployed.flatMap(actionsOf).some((action) => action.startsWith('cloudwatch:')));
    expect(granted.map(({ handlerId }) => handlerId)).toEqual(httpRoutes.filter((route) => route.uses?.includes('metrics')).map((route) => route.handler));
    expect(granted.map(({ handlerId }) => handlerId)).toContain('ops/admin-get-metrics');
  });

  it('lets timers handlers, and only them, create schedules in the timers group, which Scheduler runs by invoking the timers\' functions', () => {
    const api = plume.templates.api;
    api.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'plume-dev-timers' });
    const [setTimersId, setTimers] = Object.entries(resourcesOf(api, 'AWS::IAM::ManagedPolicy')).find(([id]) => id.startsWith('SetTimersPolicy'))!;
    const statements = setTimers.Properties.PolicyDocument.Statement as Statement[];
    expect(statements.map(actionsOf)).toEqual([timerActions, ['iam:PassRole']]);
    expect(JSON.stringify(statements[0]!.Resource)).toBe(`{"Fn::Join":["",["arn:aws:scheduler:eu-west-3:",{"Ref":"AWS::AccountId"},":schedule/plume-dev-timers/*"]]}`);
    const [schedulerRoleId, schedulerRole] = Object.entries(resourcesOf(api, 'AWS::IAM::Role')).find(([id]) => id.startsWith('TimerSchedulerRole'))!;
    expect(statements[1]).toMatchObject({ Resource: { 'Fn::GetAtt': [schedulerRoleId, 'Arn'] }, Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } });
    expect(schedulerRole.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({ Principal: { Service: 'scheduler.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } } }),
    ]);
    const invoked = (schedulerRole.Properties.Policies as { PolicyDocument: { Statement: Statement[] } }[]).flatMap((policy) => policy.PolicyDocument.Statement);
    expect(invoked.map(actionsOf)).toEqual([['lambda:InvokeFunction']]);
    expect(JSON.stringify(invoked[0]!.Resource)).toContain(`:function:${timerFunctionName(timers[0]!.name, 'plume-dev')}"`);
    // Each timer's function has the name the scheduler role and the handlers' TIMER_FUNCTION_ARN_PREFIX point at.
    const eventFunctionNames = resourcesIn(plume.handlerTemplates.events, 'AWS::Lambda::Function').map(({ Properties: fn }) => fn.FunctionName);
    for (const timer of timers) expect(eventFunctionNames).toContain(timerFunctionName(timer.name, 'plume-dev'));
    // The policy is attached to the roles of the timers handlers, and no other.
    for (const name of ['api', 'events'] as const) {
      for (const [handlerId, fn] of plume.stacks[name].handlers.all) {
        const { stack, template } = stackOfFunction(fn);
        const roles = resourcesOf(template, 'AWS::IAM::Role');
        const role = roles[stack.getLogicalId((fn.role as iam.Role).node.defaultChild as CfnElement)]!;
        const attached = JSON.stringify(role.Properties.ManagedPolicyArns ?? []);
        expect(attached.includes(setTimersId) || attached.includes('SetTimersPolicy'), handlerId).toBe(capabilitiesOf(handlerId).includes('timers'));
      }
    }
    expect(timers.every((timer) => capabilitiesOf(timer.handler).includes('timers'))).toBe(true);
  });

  it('synthesizes without a site URL, warning that Checkout would return to a placeholder', () => {
    const { stack, environment } = singleHandler('billing/create-checkout-session', {});
    expect(environment.APP_URL).toBe(placeholderSiteUrl);
    Annotations.fromStack(stack).hasWarning('/SingleHandler/Handlers', Match.stringLikeRegexp('No siteUrl in context'));
  });

  it('takes the site URL, demo mode and Stripe secret from context', () => {
    const { stack, environment, statements } = singleHandler('billing/create-checkout-session', {
      siteUrl: 'https://plume.example/',
      demoMode: 'true',
      stripeSecretName: 'prod/stripe',
    });
    expect(environment).toMatchObject({
      APP_URL: 'https://plume.example',
      DEMO_MODE: 'true',
      STRIPE_SECRET_ID: 'prod/stripe',
    });
    expect(JSON.stringify(resourcesAllowed(statements, 'secretsmanager:GetSecretValue'))).toContain(':secret:prod/stripe-??????');
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    expect(() => singleHandler('ops/health', { siteUrl: 'http://plume.example' })).toThrow(/https URL/);
    expect(() => singleHandler('ops/health', { demoMode: 'yes' })).toThrow(/demoMode/);
  });

  it('grants handlers the table and its indexes, the bus and the @connections API', () => {
    const [{ Properties: role }] = plume.handlerTemplates.api.flatMap((template) => Object.values(
      template.findResources('AWS::IAM::Policy', {
        Properties: { PolicyName: Match.stringLikeRegexp('HandlersAccountGetMeRole') },
      }),
    )) as [{ Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }];
    const actions = role.PolicyDocument.Statement.flatMap((statement) => statement.Action);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'events:PutEvents']));
    plume.templates.api.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: { Statement: [Match.objectLike({ Action: 'execute-api:ManageConnections' })] },
    });
  });

  it('seeds the table through a custom resource backed by the seed handler', () => {
    expect(resourcesIn(plume.handlerTemplates.api, 'Custom::PlumeSeed')).toHaveLength(1);
  });
});

describe('events', () => {
  it('has the plume bus and an archive of it', () => {
    plume.templates.events.hasResourceProperties('AWS::Events::EventBus', { Name: 'plume-dev' });
    plume.templates.events.resourceCountIs('AWS::Events::Archive', 1);
  });

  it('gives every rule target a retry policy and its own encrypted, TLS-only dead-letter queue, in the stack of its consumer', () => {
    const queueNames: string[] = [];
    let ruleCount = 0;
    for (const template of plume.handlerTemplates.events) {
      const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
      ruleCount += rules.length;
      const queues = resourcesOf(template, 'AWS::SQS::Queue');
      const deadLetterQueues = rules.flatMap(({ Properties: rule }) =>
        rule.Targets.map((target: Record<string, any>) => {
          expect(target.RetryPolicy).toEqual({ MaximumEventAgeInSeconds: expect.any(Number), MaximumRetryAttempts: expect.any(Number) });
          // The consumer is a function of the same template (`GetAtt` within it, no parameter).
          expect(resourcesOf(template, 'AWS::Lambda::Function')[target.Arn['Fn::GetAtt'][0]]).toBeDefined();
          return target.DeadLetterConfig.Arn['Fn::GetAtt'][0] as string;
        }),
      );
      expect(new Set(deadLetterQueues).size).toBe(rules.length);
      for (const queueId of deadLetterQueues) {
        queueNames.push(queues[queueId]!.Properties.QueueName);
        expect(queues[queueId]!.Properties.SqsManagedSseEnabled).toBe(true);
        template.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: queueId }],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }
    }
    expect(ruleCount).toBe(eventRules.length + schedules.length);
    // Named after their rule, so the admin console's handlers find them (deadLetterQueueName).
    expect(queueNames.sort()).toEqual([...eventRules, ...schedules].map(({ name }) => deadLetterQueueName(name, 'plume-dev')).sort());
  });
});

/** What CDK's SqsDestination grants a function on its queue (`grantSendMessages`). */
const destinationSendActions = ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'];

describe('events: consumer failures', () => {
  it('sends what a consumer keeps throwing on to its rule\'s dead-letter queue (on-failure destination), with send rights on it', () => {
    // One per rule and schedule, and one per timer (its dead-letter queue: bench/capacity.test.ts checks those).
    expect(resourcesIn(plume.handlerTemplates.events, 'AWS::Lambda::EventInvokeConfig')).toHaveLength(eventRules.length + schedules.length + timers.length);
    for (const template of plume.handlerTemplates.events) {
      const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
      const configs = Object.values(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig'));
      const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
      for (const { Properties: rule } of rules) {
        const [target] = rule.Targets as { Arn: { 'Fn::GetAtt': [string, string] }; DeadLetterConfig: { Arn: { 'Fn::GetAtt': [string, string] } } }[];
        const functionId = target!.Arn['Fn::GetAtt'][0];
        const queueId = target!.DeadLetterConfig.Arn['Fn::GetAtt'][0];
        const config = configs.find(({ Properties: candidate }) => candidate.FunctionName.Ref === functionId);
        expect(config?.Properties, rule.Name).toMatchObject({
          Qualifier: '$LATEST',
          MaximumRetryAttempts: CONSUMER_RETRY_ATTEMPTS,
          DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
        });
        const roleId = resourcesOf(template, 'AWS::Lambda::Function')[functionId]!.Properties.Role['Fn::GetAtt'][0];
        const sends = policies
          .filter(({ Properties: policy }) => policy.Roles.some((role: { Ref?: string }) => role.Ref === roleId))
          .flatMap(({ Properties: policy }) => policy.PolicyDocument.Statement as Statement[])
          .filter((statement) => actionsOf(statement).some((action) => action.startsWith('sqs:')));
        expect(sends.map((statement) => ({ actions: actionsOf(statement).sort(), resource: statement.Resource })), rule.Name).toEqual([
          { actions: [...destinationSendActions].sort(), resource: { 'Fn::GetAtt': [queueId, 'Arn'] } },
        ]);
      }
    }
  });
});

describe('web', () => {
  const cloudFrontManaged = {
    cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
    allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
  };

  it("sends both APIs, on every behaviour that reaches them, the origin header whose secret the API stack generates and their guards alone read", () => {
    plume.templates.api.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'plume/dev/origin-verify', GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
    const { DistributionConfig: config } = Object.values(resourcesOf(plume.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties;
    const apiOrigins = (config.Origins as { Id: string; DomainName: unknown; OriginCustomHeaders?: unknown }[]).filter((origin) => JSON.stringify(origin.DomainName).includes('execute-api'));
    const [httpOrigin, webSocketOrigin] = (['HttpApi', 'WebSocketApi'] as const).map((api) => apiOrigins.find((origin) => JSON.stringify(origin.DomainName).includes(api))!);
    expect(apiOrigins).toEqual([httpOrigin, webSocketOrigin].filter(Boolean));
    for (const origin of apiOrigins) expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: originVerifyReference }]);
    const behaviours = config.CacheBehaviors as { PathPattern: string; TargetOriginId: string }[];
    const apiBehaviours = behaviours.filter((behaviour) => behaviour.PathPattern.startsWith('/api/'));
    expect(apiBehaviours.length).toBeGreaterThan(1);
    for (const behaviour of apiBehaviours) expect(behaviour.TargetOriginId, behaviour.PathPattern).toBe(httpOrigin!.Id);
    expect(behaviours.find((behaviour) => behaviour.PathPattern === '/ws')?.TargetOriginId).toBe(webSocketOrigin!.Id);
    expect(plume.stacks.web.dependencies).toContain(plume.stacks.api);
    for (const { handlerId, environment } of deployedHandlers()) {
      const guard = handlerId === webSocketAuthorizer.handler || httpRoutes.some((route) => route.handler === handlerId);
      expect(environment.ORIGIN_VERIFY_SECRET_ID, handlerId).toBe(guard ? 'plume/dev/origin-verify' : undefined);
    }
  });

  it('serves a private bucket through origin access control and /api/* from the HTTP API, uncached', () => {
    plume.templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    plume.templates.web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    plume.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: cloudFrontManaged.cachingDisabled,
            OriginRequestPolicyId: cloudFrontManaged.allViewerExceptHostHeader,
            AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']),
          }),
        ]),
      },
    });
  });

  it('serves speech clips under /media/* from the speech bucket through origin access control, cached as they say, prefix dropped', () => {
    const { DistributionConfig: config } = Object.values(resourcesOf(plume.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties;
    const media = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/media/*');
    expect(media).toMatchObject({ CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'https-only' });
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === media.TargetOriginId);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.DomainName).toEqual({ 'Fn::Join': ['', ['plume-dev-speech-', { Ref: 'AWS::AccountId' }, '-eu-west-3.s3.eu-west-3.amazonaws.com']] });
    plume.templates.web.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: mediaRewriteCode });
    const rewrite = new Function(`${mediaRewriteCode}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    expect(rewrite({ request: { uri: '/media/speech/Lea/abc.mp3' } }).uri).toBe('/speech/Lea/abc.mp3');
  });

  it('caches at the edge, before /api/*, the GET routes the route table marks edgeCache, per language and for the time they say', () => {
    const cached = httpRoutes.filter((route) => route.edgeCache);
    expect(cached.map(routeKey)).toEqual(['GET /api/get_system_configurations', 'GET /api/get_custom_language']);
    const distribution = Object.values(resourcesOf(plume.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const behaviours = distribution.CacheBehaviors as { PathPattern: string; CachePolicyId: { Ref: string }; CachedMethods: string[] }[];
    expect(behaviours.map((behaviour) => behaviour.PathPattern)).toEqual(['/api/get_system_configurations', '/api/get_custom_language', '/api/*', '/ws', '/media/*']);
    expect(behaviours[0]!.CachedMethods).toEqual(['GET', 'HEAD']);
    const policy = resourcesOf(plume.templates.web, 'AWS::CloudFront::CachePolicy')[behaviours[0]!.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(policy).toMatchObject({
      DefaultTTL: 0,
      MinTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Accept-Language'] },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
  });

  it('tells the browser to call the API under /api of its own origin', () => {
    expect(plume.stacks.web.runtimeConfig.apiBaseUrl).toBe('/api');
  });

  it('serves the prerendered first pages to visitors and the app shell to other client-side routes, so API 403/404 answers stay intact', () => {
    plume.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        DefaultCacheBehavior: { FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })] },
        CustomErrorResponses: Match.absent(),
      },
    });
    plume.templates.web.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: siteRewriteCode });
    type Request = { uri: string; cookies?: Record<string, { value: string }> };
    const rewrite = new Function(`${siteRewriteCode}; return handler;`)() as (event: { request: Request }) => Request;
    const served = (uri: string, cookies?: Request['cookies']) => rewrite({ request: { uri, cookies } }).uri;
    expect(served('/quiz/42')).toBe('/index.html');
    expect(served('/auth/login/')).toBe('/index.html');
    expect(served('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(served('/config.json')).toBe('/config.json');
    // The prerendered first pages, for visitors; a signed-in browser gets the app there too.
    expect(served('/')).toBe('/first-pages/home.html');
    expect(served('/', {})).toBe('/first-pages/home.html');
    expect(served('/pricing')).toBe('/first-pages/pricing.html');
    expect(served('/pricing/')).toBe('/first-pages/pricing.html');
    expect(served('/', { isAuthenticated: { value: 'true' } })).toBe('/index.html');
    expect(served('/pricing', { isAuthenticated: { value: 'true' } })).toBe('/index.html');
    expect(served('/', { isAuthenticated: { value: '' } })).toBe('/first-pages/home.html');
    expect(served('/first-pages/home.html')).toBe('/first-pages/home.html');
  });

  it('sends the security headers', () => {
    plume.templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue(), IncludeSubdomains: true }),
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
    const csp = JSON.stringify(plume.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://cognito-idp.eu-west-3.amazonaws.com');
  });

  it('sends the shared Content-Security-Policy: no inline script, Cognito in connect-src, the WebSocket on the site itself', () => {
    const [policy] = Object.values(resourcesOf(plume.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const text = policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(text).toBe(contentSecurityPolicy({ region: 'eu-west-3', webSocketUrl: '/ws', cognito: { userPoolId: 'p', userPoolClientId: 'c', identityProviders: [] } }));
    expect(text).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(text).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(text).toContain("connect-src 'self' https://cognito-idp.eu-west-3.amazonaws.com;");
  });

  it('serves the WebSocket API at /ws of the site: the handshake and its token pass, nothing is cached', () => {
    plume.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/ws',
            CachePolicyId: cloudFrontManaged.cachingDisabled,
            OriginRequestPolicyId: cloudFrontManaged.allViewerExceptHostHeader,
            ViewerProtocolPolicy: 'https-only',
          }),
        ]),
      },
    });
    expect(plume.stacks.web.runtimeConfig.webSocketUrl).toBe('/ws');
  });

  it('deploys the built site, then the shell with config.json, and invalidates the distribution', () => {
    plume.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    plume.templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      SourceMarkers: Match.arrayWith([Match.objectLike({})]),
    });
  });

  it('skips the site, with a warning, when the frontend is not built', () => {
    const app = new App({ context: cdkJsonContext });
    const stack = new WebStack(app, 'UnbuiltWeb', {
      siteDirectory: '/nonexistent/dist',
      httpApi: { apiId: 'api123' },
      webSocketApi: { apiId: 'ws123' },
      runtimeConfig: {
        region: 'eu-west-3',
        cognito: { userPoolId: 'pool', userPoolClientId: 'client', identityProviders: [] },
        stripe: { mode: 'test' },
      },
    });
    Annotations.fromStack(stack).hasWarning('/UnbuiltWeb', Match.stringLikeRegexp('site is not deployed'));
    Template.fromStack(stack).resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('ops', () => {
  it('has one dashboard, graphing every business metric the handlers count', () => {
    plume.templates.ops.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(resourcesOf(plume.templates.ops, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const name of businessMetrics) expect(body).toContain(`\\"${METRICS_NAMESPACE}\\",\\"${name}\\",\\"service\\",\\"plume\\"`);
  });

  it('alarms on HTTP 5xx, on every dead letter and on a payout pending over 72 hours, all to the SNS topic', () => {
    const alarms = Object.values(resourcesOf(plume.templates.ops, 'AWS::CloudWatch::Alarm')).map(({ Properties: alarm }) => alarm);
    const count = (metricName: string) => alarms.filter((alarm) => alarm.MetricName === metricName).length;
    expect(count('5xx')).toBe(1);
    expect(count('ApproximateNumberOfMessagesVisible')).toBe(eventRules.length + schedules.length);
    // The queues by their fixed names: nothing imported from the events stack.
    expect(alarms.filter((alarm) => alarm.MetricName === 'ApproximateNumberOfMessagesVisible').map((alarm) => alarm.Dimensions[0].Value).sort()).toEqual(
      [...eventRules, ...schedules].map(({ name }) => deadLetterQueueName(name, 'plume-dev')).sort(),
    );
    // A payout request pending more than 72 hours, from the gauge the oldest-pending-payout schedule writes.
    const payoutAlarms = alarms.filter((alarm) => alarm.MetricName === 'OldestPendingPayoutHours');
    expect(payoutAlarms).toEqual([expect.objectContaining({ Namespace: METRICS_NAMESPACE, Statistic: 'Maximum', Threshold: 72, ComparisonOperator: 'GreaterThanThreshold' })]);
    expect(schedules.map((schedule) => schedule.handler)).toContain('payouts/measure-oldest-pending-payout');
    const [topicId] = Object.keys(resourcesOf(plume.templates.ops, 'AWS::SNS::Topic'));
    plume.templates.ops.hasResourceProperties('AWS::SNS::Topic', { TopicName: alarmTopicName(plume.app) });
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('alarms on every handler error beside its function, to the alarm topic by its fixed name', () => {
    for (const template of handlerTemplates()) {
      // The handlers' functions (not the seed's custom-resource framework).
      const functions = Object.keys(template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Plume handler ') } }));
      const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).map(({ Properties: alarm }) => alarm);
      const alarmed = alarms.map((alarm) => (alarm.Metrics as { MetricStat?: { Metric: { Dimensions: { Value: { Ref: string } }[] } } }[]).find(({ MetricStat }) => MetricStat)!.MetricStat!.Metric.Dimensions[0]!.Value.Ref);
      expect(alarmed.sort()).toEqual(functions.sort());
      for (const alarm of alarms) {
        // An error rate (errors / invocations, per minute) above 5 % in 3 of 5 minutes, not a single error.
        expect(alarm).toMatchObject({ Threshold: ERROR_RATE_PERCENT, EvaluationPeriods: 5, DatapointsToAlarm: 3, TreatMissingData: 'notBreaching' });
        const metrics = alarm.Metrics as { Id: string; MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: { Value: unknown }[] } } }[];
        expect(metrics.flatMap(({ MetricStat }) => (MetricStat ? [`${MetricStat.Metric.Namespace} ${MetricStat.Metric.MetricName}`] : [])).sort()).toEqual(['AWS/Lambda Errors', 'AWS/Lambda Invocations']);
        expect(JSON.stringify(alarm.AlarmActions)).toBe(`[{"Fn::Join":["",["arn:aws:sns:eu-west-3:",{"Ref":"AWS::AccountId"},":${alarmTopicName(plume.app)}"]]}]`);
      }
    }
  });

  it('graphs every function by its fixed name, without importing it', () => {
    const [dashboard] = Object.values(resourcesOf(plume.templates.ops, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    const deployed = [...plume.stacks.api.handlers.all, ...plume.stacks.events.handlers.all, ...plume.stacks.auth.triggers];
    for (const [handlerId, fn] of deployed) {
      const { stack, template } = stackOfFunction(fn);
      const name = resourcesOf(template, 'AWS::Lambda::Function')[stack.getLogicalId(fn.node.defaultChild as CfnElement)]!.Properties.FunctionName;
      expect(name).toBe(handlerFunctionName(plume.app, handlerId));
      expect(body).toContain(`\\"FunctionName\\",\\"${name}\\"`);
    }
    // What the ops stack takes from other stacks: the APIs' ids (HTTP, WebSocket and its stage) and the table's name,
    // and nothing per function.
    const references = JSON.stringify(plume.templates.ops.toJSON()).match(/"Fn::GetStackOutput":\{[^}]*\}/g) ?? [];
    expect(new Set(references).size).toBeLessThanOrEqual(4);
    expect([...new Set(references.map((reference) => JSON.parse(`{${reference}}`)['Fn::GetStackOutput'].StackName))].sort()).toEqual(['plume-dev-api', 'plume-dev-data']);
  });
});

describe('CloudFormation, Lambda and IAM quotas, on every template (nested stacks included)', () => {
  // The quotas and where AWS states them are in quotas.ts:
  // https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/cloudformation-limits.html
  // https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/dynamic-references.html
  // https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html
  // https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_iam-quotas.html
  const counted = () => [...plume.all].map(([stack, template]) => ({ template: stack.node.path, ...templateCounts(template.toJSON()) }));

  it('prints what each template uses, for docs/deploy-checks.md', () => {
    const rows = counted();
    console.table([...rows, { template: 'quota', ...quotas }]);
    // Every stack of the app is counted: the seven and the handlers' nested stacks.
    expect(rows.map((row) => row.template)).toEqual(expect.arrayContaining(['PlumeEdge', 'PlumeData', 'PlumeAuth', 'PlumeApi', 'PlumeEvents', 'PlumeWeb', 'PlumeOps']));
    expect(rows).toHaveLength(7 + plume.handlerTemplates.api.length + plume.handlerTemplates.events.length);
  });

  it(`stays within every quota, and within ${HEADROOM * 100} % of those that grow with routes (resources, outputs, dynamic references)`, () => {
    for (const { template, ...counts } of counted()) expect(quotaFindings(counts), template).toEqual([]);
  });

  it(`keeps each handlers' stack within ${MAX_HANDLERS_PER_STACK} handlers, the number whose resources fit in ${HEADROOM * 100} % of the quota`, () => {
    for (const handlers of [plume.stacks.api.handlers, plume.stacks.events.handlers]) {
      const perStack = handlers.stacks.map((stack) => [...handlers.all.values()].filter((fn) => Stack.of(fn) === stack).length);
      expect(Math.max(...perStack)).toBeLessThanOrEqual(MAX_HANDLERS_PER_STACK);
      expect(perStack.reduce((sum, count) => sum + count, 0)).toBe(handlers.all.size);
    }
    // The budget per handler holds: no stack has more resources than its handlers' budgets (and the seed's provider).
    for (const template of handlerTemplates()) {
      const functions = Object.keys(resourcesOf(template, 'AWS::Lambda::Function')).length;
      expect(Object.keys(template.toJSON().Resources).length).toBeLessThanOrEqual(functions * RESOURCES_PER_HANDLER);
    }
  });
});

describe('shippable: the edge', () => {
  it('puts a CloudFront web ACL in us-east-1: a rate per IP, then AWS common and known-bad-inputs rules', () => {
    expect(plume.stacks.edge.region).toBe('us-east-1');
    const [acl] = Object.values(resourcesOf(plume.templates.edge, 'AWS::WAFv2::WebACL'));
    expect(acl!.Properties).toMatchObject({ Name: 'plume-dev-site', Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = acl!.Properties.Rules as { Name: string; Priority: number; Statement: Record<string, any> }[];
    expect(rules.map(({ Name }) => Name)).toEqual(['RatePerIp', ...managedRuleGroups]);
    expect(rules[0]!.Statement.RateBasedStatement).toEqual({ Limit: SITE_REQUESTS_PER_IP, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    for (const rule of rules.slice(1)) expect(rule.Statement.ManagedRuleGroupStatement).toEqual({ VendorName: 'AWS', Name: rule.Name });
  });

  it('gives the distribution that ACL through a cross-region stack output, without a custom resource', () => {
    const [distribution] = Object.values(resourcesOf(plume.templates.web, 'AWS::CloudFront::Distribution'));
    expect(distribution!.Properties.DistributionConfig.WebACLId).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: 'plume-dev-edge', Region: 'us-east-1' }),
    });
    expect(Object.keys(resourcesOf(plume.templates.web, 'Custom::CrossRegionExportReader'))).toEqual([]);
  });

  it('puts a regional web ACL with a rate per IP on the Cognito user pool', () => {
    const [acl] = Object.values(resourcesOf(plume.templates.auth, 'AWS::WAFv2::WebACL'));
    expect(acl!.Properties).toMatchObject({ Scope: 'REGIONAL', Rules: [{ Name: 'RatePerIp', Statement: { RateBasedStatement: { Limit: SIGN_IN_REQUESTS_PER_IP } } }] });
    const [association] = Object.values(resourcesOf(plume.templates.auth, 'AWS::WAFv2::WebACLAssociation'));
    expect(association!.Properties.ResourceArn['Fn::GetAtt'][0]).toMatch(/^Users/);
  });
});

describe('shippable: identity', () => {
  it('sends French verification and invitation messages, through SES only when a sender is given', () => {
    plume.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      VerificationMessageTemplate: Match.objectLike({ EmailSubject: frenchEmails.verification.emailSubject, EmailMessage: frenchEmails.verification.emailBody, DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      AdminCreateUserConfig: Match.objectLike({ InviteMessageTemplate: Match.objectLike({ EmailSubject: frenchEmails.invitation.emailSubject, EmailMessage: frenchEmails.invitation.emailBody }) }),
    });
    expect(frenchEmails.verification.emailBody).toContain('{####}');
    expect(frenchEmails.invitation.emailBody).toMatch(/\{username\}[\s\S]*\{####\}/);
    const [pool] = Object.values(resourcesOf(plume.templates.auth, 'AWS::Cognito::UserPool'));
    expect(pool!.Properties.EmailConfiguration?.EmailSendingAccount).not.toBe('DEVELOPER');
  });

  it('enforces threat protection (Plus plan) and sends through SES when the context says so, as prod does by default', () => {
    const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], stage: 'prod', alarmEmail: 'ops@plume.example', sesFromAddress: 'bonjour@plume.example' } });
    const config = readConfig(app.node);
    expect(config.auth.threatProtection).toBe(true);
    const auth = Template.fromStack(new AuthStack(app, 'Auth', { env: config.env, federation: undefined, settings: config.auth }));
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: 'Plume <bonjour@plume.example>' }),
    });
    plume.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'ESSENTIALS' });
  });
});

describe('shippable: least privilege from the manifest', () => {
  it('grants each handler the table access the manifest gives it: read-only handlers cannot write, none get no table statement', () => {
    const tableActionsOf = (statements: Statement[]) => statements.flatMap(actionsOf).filter((action) => action.startsWith('dynamodb:')).sort();
    const seen = new Set<string>();
    for (const { handlerId, statements } of deployedHandlers()) {
      const access = tableAccessOf(handlerId);
      seen.add(access);
      const actions = tableActionsOf(statements);
      if (access === 'none') expect(actions, handlerId).toEqual([]);
      else if (access === 'read') expect(actions, handlerId).toEqual([...tableReadActions].sort());
      else expect(actions, handlerId).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
    }
    expect([...seen].sort()).toEqual(['none', 'read', 'write']);
    expect(tableAccessOf('ops/not-found')).toBe('none');
  });
});

describe('shippable: operations', () => {
  it('graphs the WebSocket API and alarms on its errors, on Lambda throttles and on concurrency near the quota', () => {
    const [dashboard] = Object.values(resourcesOf(plume.templates.ops, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const metric of ['ConnectCount', 'MessageCount', 'IntegrationError', 'IntegrationLatency', 'ConcurrentExecutions']) expect(body).toContain(metric);
    const alarms = Object.values(resourcesOf(plume.templates.ops, 'AWS::CloudWatch::Alarm')).map(({ Properties }) => Properties);
    const byMetric = (name: string) => alarms.find((alarm) => alarm.MetricName === name && alarm.Namespace === (name.startsWith('Integration') || name.startsWith('Execution') ? 'AWS/ApiGateway' : 'AWS/Lambda'));
    for (const name of ['IntegrationError', 'ExecutionError', 'Throttles']) expect(byMetric(name), name).toMatchObject({ EvaluationPeriods: 5, DatapointsToAlarm: 3, Threshold: 0 });
    expect(byMetric('ConcurrentExecutions')).toMatchObject({ Threshold: CONCURRENCY_ALARM, Statistic: 'Maximum' });
  });

  it('logs every WebSocket request as one JSON object', () => {
    const [stage] = Object.values(resourcesOf(plume.templates.api, 'AWS::ApiGatewayV2::Stage')).filter(({ Properties }) => Properties.StageName === 'ws');
    expect(JSON.parse(stage!.Properties.AccessLogSettings.Format)).toEqual(webSocketAccessLogFields);
  });

  it('sets the account API Gateway logging role unless told another app does', () => {
    expect(Object.keys(resourcesOf(plume.templates.api, 'AWS::ApiGateway::Account'))).toHaveLength(1);
    const app = new App({ context: { ...cdkJsonContext, apiGatewayAccountRole: 'false' } });
    expect(readConfig(app.node).manageApiGatewayAccountRole).toBe(false);
  });

  it('backs the table up daily for 35 days, in a retained vault', () => {
    plume.templates.data.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: { BackupPlanRule: [Match.objectLike({ ScheduleExpression: 'cron(0 5 * * ? *)', Lifecycle: { DeleteAfterDays: 35 } })] },
    });
    plume.templates.data.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Retain', Properties: { BackupVaultName: 'plume-dev-backups' } });
    const [selection] = Object.values(resourcesOf(plume.templates.data, 'AWS::Backup::BackupSelection'));
    expect(JSON.stringify(selection!.Properties.BackupSelection.Resources)).toContain('Table');
  });
});

describe('shippable: stages', () => {
  it('names every stack and fixed name after the stage (dev by default)', () => {
    const stackNames = Object.values(plume.stacks).map((stack) => stack.stackName).sort();
    expect(stackNames).toEqual(['api', 'auth', 'data', 'edge', 'events', 'ops', 'web'].map((part) => `plume-dev-${part}`));
    for (const { handlerId, environment } of deployedHandlers()) {
      expect(environment, handlerId).toMatchObject({ NAME_PREFIX: 'plume-dev', EVENT_BUS_NAME: 'plume-dev' });
    }
    plume.templates.ops.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'plume-dev' });
  });

  it('refuses an unknown stage, and prod without an alarm e-mail', () => {
    expect(() => readConfig(new App({ context: { stage: 'staging' } }).node)).toThrow(/stage must be dev or prod/);
    expect(() => readConfig(new App({ context: { stage: 'prod' } }).node)).toThrow(/alarmEmail is required/);
    const prod = readConfig(new App({ context: { stage: 'prod', alarmEmail: 'ops@plume.example' } }).node);
    expect(prod).toMatchObject({ stage: 'prod', handlers: { stripeSecret: { name: 'plume/prod/stripe' } } });
  });
});

describe('shippable: the site at its own domain', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';

  it("serves siteUrl's host with the us-east-1 certificate, TLS 1.2 at least; CloudFront's address without one", () => {
    const context = { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], siteUrl: 'https://www.plume.example', siteCertificateArn: certificateArn };
    const app = new App({ context });
    const stack = new WebStack(app, 'DomainWeb', {
      siteDirectory: '/nonexistent/dist',
      httpApi: { apiId: 'api123' },
      webSocketApi: { apiId: 'ws123' },
      customDomain: readConfig(app.node).customDomain,
      runtimeConfig: { region: 'eu-west-3', cognito: { userPoolId: 'pool', userPoolClientId: 'client', identityProviders: [] }, stripe: { mode: 'test' } },
    });
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.plume.example'],
        ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      }),
    });
    const { DistributionConfig: withoutDomain } = Object.values(resourcesOf(plume.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties;
    expect(withoutDomain.Aliases).toBeUndefined();
    expect(Object.values(plume.templates.web.findOutputs('*')).map((output) => JSON.stringify(output.Value))).toContainEqual(expect.stringContaining('DomainName'));
  });

  it('refuses a certificate outside us-east-1, or without the siteUrl it is for', () => {
    const config = (context: Record<string, string>) => readConfig(new App({ context }).node);
    expect(() => config({ siteUrl: 'https://plume.example', siteCertificateArn: certificateArn.replace('us-east-1', 'eu-west-3') })).toThrow(/in us-east-1/);
    expect(() => config({ siteCertificateArn: certificateArn })).toThrow(/needs siteUrl/);
    expect(config({ siteUrl: 'https://plume.example' }).customDomain).toBeUndefined();
  });
});
