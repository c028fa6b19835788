import { IDENTITY_PROVIDERS, type IdentityProviderName } from '@plume/shared/federated-sign-in';
import { loadAuth } from '@/lib/amplify';

/** The provider chosen before leaving, so the page people come back to can name it if the sign-in failed. */
const CHOSEN_PROVIDER_KEY = 'plume.federatedProvider';

/** Leaves for the provider's page through the Cognito hosted UI; Amplify finishes the sign-in on the way back. */
export async function signInWithProvider(provider: IdentityProviderName): Promise<void> {
  sessionStorage.setItem(CHOSEN_PROVIDER_KEY, provider);
  const { signInWithRedirect } = await loadAuth();
  await signInWithRedirect({ provider });
}

/**
 * Whether this page is the hosted UI's answer to a sign-in that failed (`error` in the address: cancelled at the
 * provider, refused by the pool), and with which provider; the choice is forgotten either way.
 */
export function takeFailedProviderSignIn(): { provider: IdentityProviderName | undefined } | undefined {
  const chosen = sessionStorage.getItem(CHOSEN_PROVIDER_KEY);
  const answer = new URLSearchParams(window.location.search);
  if (answer.has('code') || answer.has('error')) sessionStorage.removeItem(CHOSEN_PROVIDER_KEY);
  return answer.has('error') ? { provider: IDENTITY_PROVIDERS.find((provider) => provider === chosen) } : undefined;
}
