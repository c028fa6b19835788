import { CustomResource, RemovalPolicy, Stack, Validations, type CfnResource, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration, WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import {
  httpRoutes,
  type HttpRoute,
  originVerify,
  routeKey,
  timers,
  type Throttle,
  webSocketAuthorizer,
  webSocketRouteSelectionExpression,
  webSocketPath,
  webSocketRoutes,
} from '@plume/lambdas/routes';
import { timerActions, timerFunctionArn, type HandlerFunctionsProps, type TimerScheduling } from '../handler-functions.ts';
import { HandlerStacks } from '../handler-stacks.ts';
import { namePrefix, secretName } from '../config.ts';
import { acknowledgeWildcardPermissions } from '../nag.ts';

/**
 * A stage's default throttle: the largest of its routes' (the capacity model's ceiling for that API). Every route of
 * the manifest has its own setting (a test checks), so the default binds only a route created outside the manifest,
 * which can then never exceed what the busiest route may.
 */
function stageDefault(routes: readonly { throttle: Throttle }[]): apigwv2.ThrottleSettings {
  return { rateLimit: Math.max(...routes.map(({ throttle }) => throttle.rate)), burstLimit: Math.max(...routes.map(({ throttle }) => throttle.burst)) };
}

/**
 * The route table's own rate for one route, as a stage route setting (API Gateway applies it to the route as a
 * whole, every client together). The stage refers to the route by key, so it is created after the route. Both stages
 * (HTTP and WebSocket) take their route settings this way.
 */
function throttleRoute(stage: apigwv2.HttpStage | apigwv2.WebSocketStage, route: Construct, key: string, { rate, burst }: Throttle): void {
  const cfnStage = stage.node.defaultChild as apigwv2.CfnStage;
  cfnStage.addPropertyOverride(`RouteSettings.${key}`, { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst });
  cfnStage.node.addDependency(route);
}

/** One JSON object per WebSocket request (connect, message, disconnect) in the stage's access log. */
export const webSocketAccessLogFields = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  connectionId: '$context.connectionId',
  routeKey: '$context.routeKey',
  eventType: '$context.eventType',
  status: '$context.status',
  integrationLatencyMs: '$context.integrationLatency',
  user: '$context.authorizer.principalId',
  error: '$context.error.message',
  integrationError: '$context.integrationErrorMessage',
};

/** Seeds first-run content; not in the route table because CloudFormation, not a client, calls it. */
const seedHandler = 'deploy/seed';

/**
 * The nested stacks the API's handlers (HTTP, WebSocket and the seed) are spread over. Fixed: see `HandlerStacks`.
 * With 133 handlers, the fullest holds 16 (`MAX_HANDLERS_PER_STACK` is 29).
 */
export const API_HANDLER_STACKS = 12;

/** An authorizer of the parent stack, used by routes in a nested stack: only its id crosses (a parameter). */
function existingAuthorizer(authorizer: apigwv2.HttpAuthorizer): apigwv2.IHttpRouteAuthorizer {
  return { bind: () => ({ authorizerId: authorizer.authorizerId, authorizationType: 'JWT' }) };
}

export interface ApiStackProps extends StackProps {
  /** What handlers reach besides this stack's own WebSocket API. */
  handlerProps: Omit<HandlerFunctionsProps, 'webSocketCallbackUrl' | 'webSocketPushPolicy' | 'timerScheduling'>;
  /**
   * Whether this stack sets the account's API Gateway CloudWatch role (one per account and region, which WebSocket
   * access logs need). False when another app (or another stage of Plume) already sets it: see docs/deploy.md.
   */
  manageApiGatewayAccountRole?: boolean;
}

/** The HTTP API and WebSocket API, built route by route from the route table, and the functions behind them. */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly webSocketStage: apigwv2.WebSocketStage;
  /** Lets a handler, in this stack or another, post to and disconnect WebSocket clients. */
  readonly webSocketPushPolicy: iam.ManagedPolicy;
  /** Lets a handler, in this stack or another, set timers (battle deadlines); here, beside the WebSocket routes that set them. */
  readonly timerScheduling: TimerScheduling;
  /**
   * The functions, in `API_HANDLER_STACKS` nested stacks, each with what is its own: its role, policy, log group and
   * errors alarm, and its routes with their integrations and permissions. The API, its stages and authorizer stay
   * here; a nested stack is given only their ids. One nested stack held every HTTP function, with the routes up here,
   * until it reached 465 resources, 225 outputs and 125 dynamic references (see docs/deploy-checks.md).
   */
  readonly handlers: HandlerStacks;
  /** Per nested stack, the APIs as seen from it (imported by id, so routes and integrations are created there). */
  private readonly apisIn = new Map<Stack, { httpApi: apigwv2.IHttpApi; webSocketApi: apigwv2.IWebSocketApi }>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      routeSelectionExpression: webSocketRouteSelectionExpression,
    });
    this.webSocketStage = this.createWebSocketStage(this.webSocketApi, props.manageApiGatewayAccountRole ?? true);
    this.webSocketPushPolicy = this.createWebSocketPushPolicy();
    this.timerScheduling = this.createTimerScheduling();
    const handlerProps: HandlerFunctionsProps = {
      ...props.handlerProps,
      webSocketCallbackUrl: this.webSocketStage.callbackUrl,
      webSocketPushPolicy: this.webSocketPushPolicy,
      timerScheduling: this.timerScheduling,
    };
    this.handlers = new HandlerStacks(this, 'Handlers', { stackCount: API_HANDLER_STACKS, description: 'Plume: API handlers and their routes', handlerProps });
    this.httpApi = this.createHttpApi(props.handlerProps.cognitoIssuer, props.handlerProps.cognitoClientId);
    this.createOriginVerifySecret();
    this.addWebSocketRoutes();
    this.seedOnEveryDeploy();
  }

  private createHttpApi(issuer: string, clientId: string): apigwv2.HttpApi {
    // CloudFront serves the site and /api/* from one origin, so the API needs no CORS.
    const httpApi = new apigwv2.HttpApi(this, 'HttpApi', { createDefaultStage: false });
    const stage = new apigwv2.HttpStage(this, 'HttpStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stageDefault(httpRoutes),
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogGroup('HttpAccessLogs')),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            user: '$context.authorizer.claims.sub',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    // API Gateway verifies signature, expiry, issuer and audience; handlers then check group and premium access.
    const jwtAuthorizer = existingAuthorizer(
      new apigwv2.HttpAuthorizer(this, 'CognitoJwt', {
        httpApi,
        authorizerName: 'CognitoJwt',
        type: apigwv2.HttpAuthorizerType.JWT,
        identitySource: ['$request.header.Authorization'],
        jwtIssuer: issuer,
        jwtAudience: [clientId],
      }),
    );
    for (const route of httpRoutes) {
      const created = this.addHttpRoute(httpApi, route, route.auth === 'none' ? undefined : jwtAuthorizer);
      throttleRoute(stage, created, routeKey(route), route.throttle);
    }
    return httpApi;
  }

  /** The route, its integration and its permission, in the nested stack of its handler's function. */
  private addHttpRoute(httpApi: apigwv2.HttpApi, route: HttpRoute, authorizer: apigwv2.IHttpRouteAuthorizer | undefined): apigwv2.HttpRoute {
    const key = routeKey(route);
    const fn = this.handlers.forHandler(route.handler);
    const created = new apigwv2.HttpRoute(Stack.of(fn), `${route.method}${route.path}`, {
      httpApi: this.apisOf(fn, httpApi).httpApi,
      routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
      integration: new HttpLambdaIntegration(key, fn),
      ...(authorizer ? { authorizer } : {}),
    });
    if (route.auth === 'none') {
      Validations.of(created).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${key} is public by design: the route table declares it auth 'none'.`,
      });
    }
    return created;
  }

  /**
   * The two APIs imported by id into the nested stack of `fn`: constructs made with them (routes, integrations,
   * permissions, the WebSocket authorizer) are created in that stack, and the ids arrive as two parameters.
   */
  private apisOf(fn: NodejsFunction, httpApi: apigwv2.HttpApi) {
    const stack = Stack.of(fn);
    let apis = this.apisIn.get(stack);
    if (!apis) {
      apis = {
        httpApi: apigwv2.HttpApi.fromHttpApiAttributes(stack, 'HttpApi', { httpApiId: httpApi.apiId }),
        webSocketApi: apigwv2.WebSocketApi.fromWebSocketApiAttributes(stack, 'WebSocketApi', { webSocketId: this.webSocketApi.apiId }),
      };
      this.apisIn.set(stack, apis);
    }
    return apis;
  }

  private createWebSocketStage(webSocketApi: apigwv2.WebSocketApi, manageAccountRole: boolean): apigwv2.WebSocketStage {
    const stage = new apigwv2.WebSocketStage(this, 'WebSocketStage', {
      webSocketApi,
      // The stage is named as the site's path to it (`/ws`), so CloudFront forwards that path unchanged.
      stageName: webSocketPath.slice(1),
      autoDeploy: true,
      throttle: stageDefault(webSocketRoutes),
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogGroup('WebSocketAccessLogs')),
        // JSON, one object per line, like the HTTP stage's: queried with CloudWatch Logs Insights.
        format: apigw.AccessLogFormat.custom(JSON.stringify(webSocketAccessLogFields)),
      },
    });
    if (!manageAccountRole) return stage;
    // Unlike HTTP APIs, WebSocket APIs log through the account's API Gateway CloudWatch role, which must exist first.
    const loggingRole = new iam.Role(this, 'ApiGatewayLoggingRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    // Kept on stack deletion: the account setting would otherwise point at a deleted role.
    loggingRole.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(loggingRole).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: "AWS's purpose-built policy for the account-level API Gateway logging role; it grants CloudWatch Logs writes only.",
    });
    const account = new apigw.CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: loggingRole.roleArn });
    stage.node.addDependency(account);
    return stage;
  }

  private createWebSocketPushPolicy(): iam.ManagedPolicy {
    const apiArn = this.formatArn({ service: 'execute-api', resource: this.webSocketApi.apiId });
    const policy = new iam.ManagedPolicy(this, 'WebSocketPushPolicy', {
      description: 'Post to, inspect and disconnect Plume WebSocket clients through the @connections API',
      statements: [
        new iam.PolicyStatement({
          actions: ['execute-api:ManageConnections'],
          resources: [`${apiArn}/${this.webSocketStage.stageName}/*/@connections/*`],
        }),
      ],
    });
    acknowledgeWildcardPermissions(
      policy.node.defaultChild as CfnResource,
      'Connection ids are only known at run time; the grant is limited to the @connections API of this API and stage.',
    );
    return policy;
  }

  /**
   * The timers' schedule group, the role EventBridge Scheduler assumes to invoke each timer's function (by its fixed
   * name, so nothing here references a function), and the policy handlers get to create schedules in that group.
   */
  private createTimerScheduling(): TimerScheduling {
    const group = new scheduler.ScheduleGroup(this, 'TimerGroup', { scheduleGroupName: `${namePrefix(this)}-timers`, removalPolicy: RemovalPolicy.DESTROY });
    const schedulerRole = new iam.Role(this, 'TimerSchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to invoke the timers of the route table',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': this.account } } }),
      inlinePolicies: {
        invokeTimers: new iam.PolicyDocument({
          statements: [new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: timers.map((timer) => timerFunctionArn(this, timer.name)) })],
        }),
      },
    });
    const setTimersPolicy = new iam.ManagedPolicy(this, 'SetTimersPolicy', {
      description: 'Create one-time schedules in the Plume timers group, invoking the timers through their Scheduler role',
      statements: [
        new iam.PolicyStatement({ actions: timerActions, resources: [this.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${group.scheduleGroupName}/*` })] }),
        new iam.PolicyStatement({ actions: ['iam:PassRole'], resources: [schedulerRole.roleArn], conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } }),
      ],
    });
    // The group's name is a literal in the policy and the handlers' environment: create the group first all the same.
    setTimersPolicy.node.addDependency(group);
    acknowledgeWildcardPermissions(
      setTimersPolicy.node.defaultChild as CfnResource,
      'Timers are named at run time (one per battle and question); the grant is limited to schedules of the plume-timers group.',
    );
    return { groupName: group.scheduleGroupName, schedulerRoleArn: schedulerRole.roleArn, setTimersPolicy };
  }

  /**
   * The value CloudFront sends in the origin header (`originVerify`) and HTTP handlers check, generated here. By its
   * fixed name (`plume/<stage>/origin-verify`): the web stack resolves it into the distribution's origin header and the
   * handlers read it at run time, neither through a cross-stack reference. HTTP APIs cannot be private, and WAF cannot
   * guard them: this header is what closes the execute-api address (docs/deploy.md, « The edge »).
   */
  private createOriginVerifySecret(): void {
    const secret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      secretName: secretName(this, originVerify.secretName),
      description: 'Plume: the value CloudFront sends the HTTP API in its origin header; requests without it are refused',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Not a credential of a person or service: a shared value between CloudFront and the API. Rotating it means a new value and a redeploy of the web stack together (docs/deploy.md, « The edge »), which a rotation function cannot do alone.',
    });
  }

  private addWebSocketRoutes(): void {
    const authorizer = new WebSocketLambdaAuthorizer('ConnectAuthorizer', this.handlers.forHandler(webSocketAuthorizer.handler), {
      // Browsers cannot set headers on a WebSocket, so the token travels in the query string.
      identitySource: [`route.request.querystring.${webSocketAuthorizer.identitySource}`],
    });
    for (const { route, handler, throttle } of webSocketRoutes) {
      const isConnect = route === '$connect';
      const fn = this.handlers.forHandler(handler);
      // In the handler's nested stack; the authorizer, bound by $connect, is created in that of $connect.
      const created = new apigwv2.WebSocketRoute(Stack.of(fn), `${route}-Route`, {
        webSocketApi: this.apisOf(fn, this.httpApi).webSocketApi,
        routeKey: route,
        integration: new WebSocketLambdaIntegration(route, fn),
        ...(isConnect ? { authorizer } : {}),
      });
      if (!isConnect) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `WebSocket APIs authorize only $connect; ${route} runs on a connection the $connect authorizer already admitted.`,
        });
      }
      throttleRoute(this.webSocketStage, created, route, throttle);
    }
  }

  /** A value that changes on every synth makes CloudFormation update the resource, so the idempotent seed runs on every deploy. */
  private seedOnEveryDeploy(): void {
    // Beside the seed function, in its nested stack: the provider's policy names the function directly.
    const seed = this.handlers.forHandler(seedHandler);
    const scope = Stack.of(seed);
    const provider = new cr.Provider(scope, 'SeedProvider', {
      onEventHandler: seed,
      logGroup: new logs.LogGroup(scope, 'SeedProviderLogs', { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
    });
    const frameworkRole = provider.node.findChild('framework-onEvent').node.findChild('ServiceRole');
    Validations.of(frameworkRole).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'The custom-resource framework function of aws-cdk-lib creates its own role with this logs-only policy.',
    });
    acknowledgeWildcardPermissions(
      frameworkRole.node.findChild('DefaultPolicy').node.defaultChild as CfnResource,
      'Granted by aws-cdk-lib: the framework may invoke any version of the seed function (lambda:InvokeFunction on its ARN and ARN:*).',
    );
    new CustomResource(scope, 'Seed', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::PlumeSeed',
      properties: { deployedAt: new Date().toISOString() },
    });
  }

  private accessLogGroup(id: string): logs.LogGroup {
    return new logs.LogGroup(this, id, { retention: logs.RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });
  }
}
