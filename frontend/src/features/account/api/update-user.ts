import type { updateUserRequestSchema } from '@plume/shared/account';
import type * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export function updateUser(input: z.infer<typeof updateUserRequestSchema>) {
  return apiCall({ path: 'update_user', data: input });
}

export const useUpdateUser = () => useAccountMutation(updateUser);
