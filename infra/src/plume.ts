import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig } from './config.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
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

  const data = new DataStack(app, 'PlumeData', { env });
  const auth = new AuthStack(app, 'PlumeAuth', { env, federation: config.federation });
  const handlerProps = {
    ...config.handlers,
    table: data.table,
    profileUnlockSecret: data.profileUnlockSecret,
    userPool: auth.userPool,
    cognitoIssuer: auth.issuer,
    cognitoClientId: auth.userPoolClient.userPoolClientId,
  };
  const api = new ApiStack(app, 'PlumeApi', { env, handlerProps });
  const events = new EventsStack(app, 'PlumeEvents', {
    env,
    handlerProps: {
      ...handlerProps,
      webSocketCallbackUrl: api.webSocketStage.callbackUrl,
      webSocketPushPolicy: api.webSocketPushPolicy,
      timerScheduling: api.timerScheduling,
    },
  });
  const web = new WebStack(app, 'PlumeWeb', {
    env,
    siteDirectory: config.siteDirectory,
    httpApi: api.httpApi,
    runtimeConfig: {
      webSocketUrl: api.webSocketStage.url,
      region: env.region,
      cognito: {
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
        ...(auth.oauthDomain ? { oauthDomain: auth.oauthDomain } : {}),
        identityProviders: auth.identityProviders,
      },
      stripe: config.stripe,
    },
  });
  const ops = new OpsStack(app, 'PlumeOps', {
    env,
    httpApi: api.httpApi,
    handlerIds: [...api.handlers.all.keys(), ...events.handlers.all.keys()],
    table: data.table,
    alarmEmail: config.alarmEmail,
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, auth, api, events, web, ops };
}
