import type { RuntimeConfig } from '@plume/shared/runtime-config';
import { loadAuth } from '@/lib/amplify';

export type IdentityProvider = RuntimeConfig['cognito']['identityProviders'][number];

/** Leaves for the provider's page through the Cognito hosted UI; Amplify finishes the sign-in on the way back. */
export async function signInWithProvider(provider: IdentityProvider): Promise<void> {
  const { signInWithRedirect } = await loadAuth();
  await signInWithRedirect({ provider });
}
