import { LOGIN_PATH } from '@plume/shared/route-access';
import type { RuntimeConfig } from '@plume/shared/runtime-config';
import { hasStoredSession, readStoredIdToken } from './amplify-storage';
import { loadOnce } from './load-once';
import { loadRuntimeConfig } from './runtime-config';

type AuthModule = typeof import('aws-amplify/auth');
type SessionApi = typeof import('./amplify-session');
const loadedListeners = new Set<() => void>();
let authLoaded = false;

/**
 * Amplify, downloaded on first need so the first page stays light, and configured once from `/config.json`.
 * `userPoolEndpoint` is set only where Cognito is emulated (the local cloud); on AWS Amplify finds Cognito itself.
 */
const configureAmplify = loadOnce(async (): Promise<void> => {
  await configure();
  authLoaded = true;
  for (const listener of [...loadedListeners]) listener();
});

/** Every Amplify Auth call, for the sign-in, sign-up and password pages. */
export const loadAuth = loadOnce(async (): Promise<AuthModule> => {
  const [auth] = await Promise.all([import('aws-amplify/auth'), configureAmplify()]);
  return auth;
});

/** What the session of a signed-in page needs of Amplify (tokens, sign-out, auth events), without the sign-in flows. */
export const loadSessionApi = loadOnce(async (): Promise<SessionApi> => {
  const [api] = await Promise.all([import('./amplify-session'), configureAmplify()]);
  return api;
});

/**
 * Calls `listener` once Amplify has been loaded and configured by anyone (at once if it already is), so the session can follow
 * a sign-in that starts on a page which never needed the auth module. Returns the unsubscribe function.
 */
export function onAuthLoaded(listener: () => void): () => void {
  if (authLoaded) {
    listener();
    return () => undefined;
  }
  const once = () => {
    loadedListeners.delete(once);
    listener();
  };
  loadedListeners.add(once);
  return () => loadedListeners.delete(once);
}

/**
 * Whether this browser may hold a Cognito session, answered without downloading Amplify: Amplify already loaded, or
 * what {@link hasStoredSession} sees. A visitor without any of them is signed out, and anonymous pages need no auth code.
 */
export function mayHaveSession(): boolean {
  return authLoaded || hasStoredSession();
}

async function configure(): Promise<void> {
  const [config, { Amplify }] = await Promise.all([loadRuntimeConfig(), import('aws-amplify')]);
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
}

/** The hosted-UI settings, when this deployment's user pool is connected to identity providers. */
function federatedSignIn({ oauthDomain, identityProviders }: RuntimeConfig['cognito']) {
  if (!oauthDomain || identityProviders.length === 0) return undefined;
  return {
    domain: oauthDomain,
    scopes: ['openid', 'email', 'profile'],
    // The callback and logout URLs the CDK auth stack registers on the app client: the login page, which sends a
    // signed-in person on to their landing page (as after a password) and says why a provider's sign-in failed.
    redirectSignIn: [`${window.location.origin}${LOGIN_PATH}`],
    redirectSignOut: [`${window.location.origin}${LOGIN_PATH}`],
    responseType: 'code' as const,
    providers: identityProviders,
  };
}

/**
 * The signed-in user's Cognito ID token, or undefined for a visitor. Neither a visitor's calls nor a signed-in page
 * whose stored token is still fresh download Amplify; it is loaded to refresh an expiring token.
 */
export async function currentIdToken(): Promise<string | undefined> {
  if (!mayHaveSession()) return undefined;
  const stored = readStoredIdToken();
  if (stored) return stored.token;
  const { fetchAuthSession } = await loadSessionApi();
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}
