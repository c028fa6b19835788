import { CustomResource, NestedStack, RemovalPolicy, Stack, Validations, type CfnResource, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer, WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration, WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import {
  httpRoutes,
  routeKey,
  timerGroupName,
  timers,
  type Throttle,
  webSocketAuthorizer,
  webSocketRouteSelectionExpression,
  webSocketRoutes,
} from '@plume/lambdas/routes';
import { HandlerFunctions, HandlerFunctionSet, timerActions, timerFunctionArn, type HandlerFunctionsProps, type TimerScheduling } from '../handler-functions.ts';
import { acknowledgeWildcardPermissions } from '../nag.ts';

/** Steady-state and burst request rates per stage: room for a classroom of battles, a ceiling for runaway clients. */
const throttle: apigwv2.ThrottleSettings = { rateLimit: 200, burstLimit: 400 };

/**
 * The route table's own rate for one route, as a stage route setting (API Gateway applies it to the route as a
 * whole, every client together). The stage refers to the route by key, so it is created after the route.
 */
function throttleRoute(stage: apigwv2.HttpStage, route: apigwv2.HttpRoute, key: string, { rate, burst }: Throttle): void {
  const cfnStage = stage.node.defaultChild as apigwv2.CfnStage;
  cfnStage.addPropertyOverride(`RouteSettings.${key}`, { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst });
  cfnStage.node.addDependency(route);
}

/** Seeds first-run content; not in the route table because CloudFormation, not a client, calls it. */
const seedHandler = 'deploy/seed';

export interface ApiStackProps extends StackProps {
  /** What handlers reach besides this stack's own WebSocket API. */
  handlerProps: Omit<HandlerFunctionsProps, 'webSocketCallbackUrl' | 'webSocketPushPolicy' | 'timerScheduling'>;
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
  readonly handlers: HandlerFunctionSet;
  /**
   * The functions (each with its role, policy and log group: four resources) live in nested stacks of their own, so
   * the API's routes, integrations and permissions (three per route) and the functions each have CloudFormation's
   * 500-resource budget; CDK passes the references between them as parameters and outputs. The HTTP functions (and
   * the seed) are in `handlersStack`, the WebSocket functions in `webSocketHandlersStack`: one stack held all of them
   * until it reached 505.
   */
  readonly handlersStack: NestedStack;
  readonly webSocketHandlersStack: NestedStack;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      routeSelectionExpression: webSocketRouteSelectionExpression,
    });
    this.webSocketStage = this.createWebSocketStage(this.webSocketApi);
    this.webSocketPushPolicy = this.createWebSocketPushPolicy();
    this.timerScheduling = this.createTimerScheduling();
    const handlerProps: HandlerFunctionsProps = {
      ...props.handlerProps,
      webSocketCallbackUrl: this.webSocketStage.callbackUrl,
      webSocketPushPolicy: this.webSocketPushPolicy,
      timerScheduling: this.timerScheduling,
    };
    this.handlersStack = new NestedStack(this, 'HandlerFunctions', { description: 'Plume: the functions behind the HTTP API' });
    this.webSocketHandlersStack = new NestedStack(this, 'WebSocketHandlerFunctions', { description: 'Plume: the functions behind the WebSocket API' });
    const webSocketHandlers = new HandlerFunctions(this.webSocketHandlersStack, 'Handlers', handlerProps);
    const otherHandlers = new HandlerFunctions(this.handlersStack, 'Handlers', handlerProps);
    this.handlers = new HandlerFunctionSet((handlerId) => (handlerId.startsWith('ws/') ? webSocketHandlers : otherHandlers));
    this.httpApi = this.createHttpApi(props.handlerProps.cognitoIssuer, props.handlerProps.cognitoClientId);
    this.addWebSocketRoutes(this.webSocketApi);
    this.seedOnEveryDeploy();
  }

  private createHttpApi(issuer: string, clientId: string): apigwv2.HttpApi {
    // CloudFront serves the site and /api/* from one origin, so the API needs no CORS.
    const httpApi = new apigwv2.HttpApi(this, 'HttpApi', { createDefaultStage: false });
    const stage = new apigwv2.HttpStage(this, 'HttpStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle,
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
    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, { jwtAudience: [clientId] });
    for (const route of httpRoutes) {
      const key = routeKey(route);
      const [created] = httpApi.addRoutes({
        path: route.path,
        methods: [apigwv2.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(key, this.handlers.forHandler(route.handler)),
        ...(route.auth === 'none' ? {} : { authorizer: jwtAuthorizer }),
      });
      if (route.auth === 'none') {
        Validations.of(created!).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${key} is public by design: the route table declares it auth 'none'.`,
        });
      }
      if (route.throttle) throttleRoute(stage, created!, key, route.throttle);
    }
    return httpApi;
  }

  private createWebSocketStage(webSocketApi: apigwv2.WebSocketApi): apigwv2.WebSocketStage {
    const stage = new apigwv2.WebSocketStage(this, 'WebSocketStage', {
      webSocketApi,
      stageName: 'live',
      autoDeploy: true,
      throttle,
      accessLogSettings: { destination: new apigwv2.LogGroupLogDestination(this.accessLogGroup('WebSocketAccessLogs')) },
    });
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
    const group = new scheduler.ScheduleGroup(this, 'TimerGroup', { scheduleGroupName: timerGroupName, removalPolicy: RemovalPolicy.DESTROY });
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

  private addWebSocketRoutes(webSocketApi: apigwv2.WebSocketApi): void {
    const authorizer = new WebSocketLambdaAuthorizer('ConnectAuthorizer', this.handlers.forHandler(webSocketAuthorizer.handler), {
      // Browsers cannot set headers on a WebSocket, so the token travels in the query string.
      identitySource: [`route.request.querystring.${webSocketAuthorizer.identitySource}`],
    });
    for (const { route, handler } of webSocketRoutes) {
      const isConnect = route === '$connect';
      const created = webSocketApi.addRoute(route, {
        integration: new WebSocketLambdaIntegration(route, this.handlers.forHandler(handler)),
        ...(isConnect ? { authorizer } : {}),
      });
      if (!isConnect) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `WebSocket APIs authorize only $connect; ${route} runs on a connection the $connect authorizer already admitted.`,
        });
      }
    }
  }

  /** A value that changes on every synth makes CloudFormation update the resource, so the idempotent seed runs on every deploy. */
  private seedOnEveryDeploy(): void {
    // Beside the seed function, in the functions' nested stack: the provider's policy names the function directly.
    const scope = this.handlersStack;
    const provider = new cr.Provider(scope, 'SeedProvider', {
      onEventHandler: this.handlers.forHandler(seedHandler),
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
