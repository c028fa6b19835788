import { useActiveProfile } from '@/lib/account/active-profile';
import { useAccount } from '@/lib/account/get-account';

/** The profile that plays (and earns coins) on this device, with the account query it comes from. */
export function useQuizProfile() {
  const account = useAccount();
  return { account, profile: useActiveProfile(account.data) };
}
