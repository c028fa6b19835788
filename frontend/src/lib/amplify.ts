import type { RuntimeConfig } from '@plume/shared/runtime-config';
import { loadOnce } from './load-once';
import { loadRuntimeConfig } from './runtime-config';

/**
 * Amplify Auth, downloaded on first need so the first page stays light, and configured once from `/config.json`.
 * `userPoolEndpoint` is set only where Cognito is emulated (the local cloud); on AWS Amplify finds Cognito itself.
 */
export const loadAuth = loadOnce(async (): Promise<typeof import('aws-amplify/auth')> => {
  const [config, { Amplify }, auth] = await Promise.all([loadRuntimeConfig(), import('aws-amplify'), import('aws-amplify/auth')]);
  const oauth = federatedSignIn(config.cognito);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.cognito.userPoolId,
        userPoolClientId: config.cognito.userPoolClientId,
        userPoolEndpoint: config.cognito.endpoint,
        loginWith: { email: true, phone: true, ...(oauth ? { oauth } : {}) },
      },
    },
  });
  // Back from Google, Apple or Facebook, the page must finish the sign-in from the code in its URL.
  if (oauth) await import('aws-amplify/auth/enable-oauth-listener');
  return auth;
});

/** The hosted-UI settings, when this deployment's user pool is connected to identity providers. */
function federatedSignIn({ oauthDomain, identityProviders }: RuntimeConfig['cognito']) {
  if (!oauthDomain || identityProviders.length === 0) return undefined;
  return {
    domain: oauthDomain,
    scopes: ['openid', 'email', 'profile'],
    // The callback and logout URLs the CDK auth stack registers on the app client.
    redirectSignIn: [`${window.location.origin}/`],
    redirectSignOut: [`${window.location.origin}/`],
    responseType: 'code' as const,
    providers: identityProviders,
  };
}

/** The signed-in user's Cognito ID token, or undefined for a visitor. */
export async function currentIdToken(): Promise<string | undefined> {
  const { fetchAuthSession } = await loadAuth();
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}
