import { profileUnlockSchema } from '@plume/shared/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { saveProfileUnlock } from '@/lib/account/profile-unlocks';

/**
 * Checks a profile's 4-digit code before someone plays under it, and keeps the unlock the server answers for this
 * tab. Refusals: 403 `profile_pin_wrong` (with `triesLeft`), 423 `profile_pin_locked` (with `lockedUntil`).
 */
export async function verifyProfilePin(input: { profileId: string; pin: string }) {
  const verified = await call('verify_profile_pin', input, { showSuccessToast: false, schema: profileUnlockSchema });
  if (verified.unlock && verified.expiresAt) saveProfileUnlock(input.profileId, { token: verified.unlock, expiresAt: verified.expiresAt });
  return verified;
}

export const useVerifyProfilePin = () => useMutation({ mutationFn: verifyProfilePin });
