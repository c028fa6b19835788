import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Deletes the account, its profiles and the Cognito user for good. */
export function deleteAccount() {
  return apiCall({ path: 'delete_account', data: { confirm: true } });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
