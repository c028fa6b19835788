import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account/query-keys';
import { loadAuth } from '@/lib/amplify';
import { refreshSession, useSession } from '@/lib/session';

/** The account's phone number as Cognito keeps it (E.164), and whether a code sent to it came back. */
export interface PhoneNumber {
  phoneNumber: string | undefined;
  verified: boolean;
}

/** Under `accountKeys.all`, so signing out forgets it with the rest of the account. */
const phoneNumberKey = (uid: string) => [...accountKeys.all, 'phone-number', uid] as const;

/** GetUser's attributes: read fresh each time the account page opens (another tab may have changed them). */
export async function getPhoneNumber(): Promise<PhoneNumber> {
  const { fetchUserAttributes } = await loadAuth();
  const attributes = await fetchUserAttributes();
  return { phoneNumber: attributes.phone_number, verified: attributes.phone_number_verified === 'true' };
}

export const phoneNumberQueryOptions = (uid: string) => queryOptions({ queryKey: phoneNumberKey(uid), queryFn: getPhoneNumber, staleTime: 0 });

export function usePhoneNumber() {
  const { user } = useSession();
  return useQuery({ ...phoneNumberQueryOptions(user?.uid ?? ''), enabled: !!user });
}

/**
 * Sets the number (UpdateUserAttributes): Cognito keeps it unverified until the SMS code comes back. A pool that
 * auto-verifies phone numbers sends the code with the update (its next step says so); ours auto-verifies e-mail only
 * (infra/src/stacks/auth-stack.ts), so the code is asked for (GetUserAttributeVerificationCode).
 */
export async function setPhoneNumber(phoneNumber: string): Promise<void> {
  const { updateUserAttributes, sendUserAttributeVerificationCode } = await loadAuth();
  const result = await updateUserAttributes({ userAttributes: { phone_number: phoneNumber } });
  if (result.phone_number?.nextStep.updateAttributeStep !== 'CONFIRM_ATTRIBUTE_WITH_CODE') await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
}

/** A new SMS code for the number on the account (the previous one no longer counts). */
export async function resendPhoneCode(): Promise<void> {
  const { sendUserAttributeVerificationCode } = await loadAuth();
  await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
}

/** VerifyUserAttribute: the number is verified, and signs in with an SMS code from now on. */
export async function confirmPhoneNumber(code: string): Promise<void> {
  const { confirmUserAttribute } = await loadAuth();
  await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code });
  await takeFreshTokens();
}

/** DeleteUserAttributes: no phone sign-in any more. */
export async function removePhoneNumber(): Promise<void> {
  const { deleteUserAttributes } = await loadAuth();
  await deleteUserAttributes({ userAttributeKeys: ['phone_number'] });
  await takeFreshTokens();
}

/**
 * New tokens, so the session's (the ID token's `phone_number`, the staff rule of shared/src/staff-mfa.ts) follow the
 * change. The change is made whether or not this works: the tokens would follow at their next refresh anyway.
 */
async function takeFreshTokens(): Promise<void> {
  const { fetchAuthSession } = await loadAuth();
  try {
    await fetchAuthSession({ forceRefresh: true });
    await refreshSession();
  } catch (error) {
    console.warn('New tokens could not be taken after the phone number changed', error);
  }
}

/** Each step as a mutation; the cached number is read again after any step that changed it. */
export function usePhoneNumberMutation<Input>(step: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: step,
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneNumberKey(user?.uid ?? '') }),
  });
}
