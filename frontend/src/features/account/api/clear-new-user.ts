import { apiCall } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** The welcome has been read: it does not show again. */
export function clearNewUser() {
  return apiCall({ path: 'clear_new_user', data: {}, showSuccessToast: false });
}

export const useClearNewUser = () => useAccountMutation(clearNewUser);
