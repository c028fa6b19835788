import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { namePrefix, readConfig } from './config.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { EdgeStack } from './stacks/edge-stack.ts';
import { EventsStack } from './stacks/events-stack.ts';
import { OpsStack } from './stacks/ops-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

/**
 * Plume on AWS. References flow one way (data, auth → api → events; api → web, ops), and the bus, the functions, the
 * rules, the queues and the alarm topic are found by their fixed names rather than imported, so no two stacks depend
 * on each other.
 */
export function buildPlume(app: App) {
  const config = readConfig(app.node);
  const { env } = config;
  Tags.of(app).add('app', 'plume');
  Tags.of(app).add('stage', config.stage);
  // Construct ids stay `PlumeData`…; CloudFormation stack names carry the stage: `plume-dev-data`, `plume-prod-data`…
  const stackName = (part: string) => `${namePrefix(app)}-${part}`;

  // CloudFront web ACLs live in us-east-1: a small stack there, read by the web stack across regions.
  const edge = new EdgeStack(app, 'PlumeEdge', { env: { ...env, region: 'us-east-1' }, stackName: stackName('edge'), aclName: `${namePrefix(app)}-site` });
  const data = new DataStack(app, 'PlumeData', { env, stackName: stackName('data') });
  const auth = new AuthStack(app, 'PlumeAuth', { env, stackName: stackName('auth'), federation: config.federation, settings: config.auth });
  const handlerProps = {
    ...config.handlers,
    table: data.table,
    profileUnlockSecret: data.profileUnlockSecret,
    userPool: auth.userPool,
    cognitoIssuer: auth.issuer,
    cognitoClientId: auth.userPoolClient.userPoolClientId,
  };
  const api = new ApiStack(app, 'PlumeApi', { env, stackName: stackName('api'), handlerProps, manageApiGatewayAccountRole: config.manageApiGatewayAccountRole });
  const events = new EventsStack(app, 'PlumeEvents', {
    env,
    stackName: stackName('events'),
    handlerProps: {
      ...handlerProps,
      webSocketCallbackUrl: api.webSocketStage.callbackUrl,
      webSocketPushPolicy: api.webSocketPushPolicy,
      timerScheduling: api.timerScheduling,
    },
  });
  const web = new WebStack(app, 'PlumeWeb', {
    env,
    stackName: stackName('web'),
    webAclArn: edge.webAclArn,
    siteDirectory: config.siteDirectory,
    customDomain: config.customDomain,
    httpApi: api.httpApi,
    webSocketApi: api.webSocketApi,
    runtimeConfig: {
      region: env.region,
      cognito: {
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
        passwordAuthFlow: 'USER_SRP_AUTH',
        ...(auth.oauthDomain ? { oauthDomain: auth.oauthDomain } : {}),
        identityProviders: auth.identityProviders,
      },
      stripe: config.stripe,
    },
  });
  // The distribution's origin header is the API stack's secret, resolved by name (no reference): create it first.
  web.addDependency(api);
  const ops = new OpsStack(app, 'PlumeOps', {
    env,
    stackName: stackName('ops'),
    httpApi: api.httpApi,
    webSocket: { apiId: api.webSocketApi.apiId, stageName: api.webSocketStage.stageName },
    handlerIds: [...api.handlers.all.keys(), ...events.handlers.all.keys(), ...auth.triggers.keys()],
    table: data.table,
    alarmEmail: config.alarmEmail,
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { edge, data, auth, api, events, web, ops };
}
