import { call } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** The welcome has been read: it does not show again. */
export function clearNewUser() {
  return call('clear_new_user', {}, { showSuccessToast: false });
}

export const useClearNewUser = () => useAccountMutation(clearNewUser);
