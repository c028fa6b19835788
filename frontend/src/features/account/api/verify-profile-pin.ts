import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Checks a profile's 4-digit code before someone plays under it (403 `profile_pin_wrong` otherwise). */
export function verifyProfilePin(input: { profileId: string; pin: string }) {
  return apiCall({ path: 'verify_profile_pin', data: input, showSuccessToast: false });
}

export const useVerifyProfilePin = () => useMutation({ mutationFn: verifyProfilePin });
