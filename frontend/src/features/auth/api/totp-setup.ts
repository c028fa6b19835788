import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAuth } from '@/lib/amplify';
import { authKeys } from './query-keys';

/** A new authenticator key, and the `otpauth://` URI its QR code carries (issuer Plume, the account's name). */
export interface TotpKey {
  secret: string;
  uri: string;
}

/**
 * Whether this account already signs in with an authenticator app (GetUser's preferred factor). Read again after a
 * set-up, never from a cache older than the page.
 */
export const signsInWithTotpQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.signsInWithTotp,
    queryFn: async () => {
      const { fetchMFAPreference } = await loadAuth();
      return (await fetchMFAPreference()).preferred === 'TOTP';
    },
    staleTime: 0,
  });

export function useSignsInWithTotp() {
  return useQuery(signsInWithTotpQueryOptions());
}

/** Asks Cognito for a new key (AssociateSoftwareToken); it counts once a code of it is verified. */
export async function newTotpKey(accountName: string): Promise<TotpKey> {
  const { setUpTOTP } = await loadAuth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri('Plume', accountName).toString() };
}

/**
 * Verifies a code of the new key, makes TOTP the factor Cognito asks at every sign-in, then takes new tokens: the
 * pre-token-generation trigger now puts the staff groups in them (shared/src/staff-mfa.ts).
 */
export async function turnOnTotp(code: string): Promise<void> {
  const { verifyTOTPSetup, updateMFAPreference } = await loadAuth();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
  await takeFreshTokens();
}

/**
 * Removes the account's phone number, so it can no longer sign in by an SMS code alone (a staff account must not:
 * shared/src/staff-mfa.ts), then takes new tokens, which the trigger checks again.
 */
export async function removePhoneNumber(): Promise<void> {
  const { deleteUserAttributes } = await loadAuth();
  await deleteUserAttributes({ userAttributeKeys: ['phone_number'] });
  await takeFreshTokens();
}

/** New tokens from the refresh token: Cognito runs the pre-token-generation trigger again, on today's MFA settings. */
export async function takeFreshTokens(): Promise<void> {
  const { fetchAuthSession } = await loadAuth();
  await fetchAuthSession({ forceRefresh: true });
}
