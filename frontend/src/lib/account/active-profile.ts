import type { Account, Profile } from '@plume/shared/account';
import { useClientState } from '@/lib/client-state';
import { isProfileUnlocked, useProfileUnlocks } from './profile-unlocks';

/**
 * The profile playing on this device: the chosen one while it still exists, else the account holder (seed §4). A
 * PIN-protected profile plays only once its PIN was typed in this tab; otherwise there is no active profile and the
 * screens ask to choose one (the server would refuse it anyway).
 */
export function activeProfileOf(account: Account, activeProfileId: string | null, isUnlocked: (profileId: string) => boolean = () => true): Profile | undefined {
  const usable = (profile: Profile | undefined) => (profile && (!profile.hasPin || isUnlocked(profile.id)) ? profile : undefined);
  const chosen = account.profiles.find((profile) => profile.id === activeProfileId);
  return chosen ? usable(chosen) : usable(account.profiles.find((profile) => profile.isHolder));
}

export function useActiveProfile(account: Account | undefined): Profile | undefined {
  const { activeProfileId } = useClientState();
  const unlocks = useProfileUnlocks();
  return account && activeProfileOf(account, activeProfileId, (profileId) => isProfileUnlocked(unlocks, profileId));
}
