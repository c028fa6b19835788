import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Deletes the account, its profiles and the Cognito user for good. */
export function deleteAccount() {
  return call('delete_account', { confirm: true });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
