import { profileSchema, updateProfileRequestSchema } from '@plume/shared/account';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export type UpdateProfileInput = z.infer<typeof updateProfileRequestSchema>;

/** `pin: null` removes the code, a 4-digit string sets it, leaving it out keeps it. */
export function updateProfile(input: UpdateProfileInput) {
  return call('update_profile', input, { schema: profileSchema });
}

export const useUpdateProfile = () => useAccountMutation(updateProfile);
