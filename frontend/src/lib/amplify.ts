import { loadOnce } from './load-once';
import { loadRuntimeConfig } from './runtime-config';

/**
 * Amplify Auth, downloaded on first need so the first page stays light, and configured once from `/config.json`.
 * `userPoolEndpoint` is set only where Cognito is emulated (the local cloud); on AWS Amplify finds Cognito itself.
 */
export const loadAuth = loadOnce(async (): Promise<typeof import('aws-amplify/auth')> => {
  const [config, { Amplify }, auth] = await Promise.all([loadRuntimeConfig(), import('aws-amplify'), import('aws-amplify/auth')]);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.cognito.userPoolId,
        userPoolClientId: config.cognito.userPoolClientId,
        userPoolEndpoint: config.cognito.endpoint,
        loginWith: { email: true, phone: true },
      },
    },
  });
  return auth;
});

/** The signed-in user's Cognito ID token, or undefined for a visitor. */
export async function currentIdToken(): Promise<string | undefined> {
  const { fetchAuthSession } = await loadAuth();
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}
