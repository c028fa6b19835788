import type { updateUserRequestSchema } from '@plume/shared/account';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export function updateUser(input: z.infer<typeof updateUserRequestSchema>) {
  return call('update_user', input);
}

export const useUpdateUser = () => useAccountMutation(updateUser);
