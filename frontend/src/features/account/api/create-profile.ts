import { createProfileRequestSchema, profileSchema } from '@plume/shared/account';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export type CreateProfileInput = z.infer<typeof createProfileRequestSchema>;

/** Adds a family profile (at most 6 per account: the server answers 409 `profile_limit` beyond). */
export function createProfile(input: CreateProfileInput) {
  return call('create_profile', input, { schema: profileSchema });
}

export const useCreateProfile = () => useAccountMutation(createProfile);
