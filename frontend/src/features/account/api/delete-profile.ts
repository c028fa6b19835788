import { call } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** The holder's own profile cannot be deleted (409). */
export function deleteProfile(profileId: string) {
  return call('delete_profile', { profileId });
}

export const useDeleteProfile = () => useAccountMutation(deleteProfile);
