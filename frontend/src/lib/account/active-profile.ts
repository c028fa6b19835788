import type { Account, Profile } from '@plume/shared/account';
import { useClientState } from '@/lib/client-state';

/** The profile playing on this device: the chosen one while it still exists, else the account holder (seed §4). */
export function activeProfileOf(account: Account, activeProfileId: string | null): Profile | undefined {
  return account.profiles.find((profile) => profile.id === activeProfileId) ?? account.profiles.find((profile) => profile.isHolder);
}

export function useActiveProfile(account: Account | undefined): Profile | undefined {
  const { activeProfileId } = useClientState();
  return account && activeProfileOf(account, activeProfileId);
}
