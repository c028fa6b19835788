import { createStore, useStore } from '@/lib/create-store';

/**
 * Proofs that the PIN of a protected profile was typed in this tab (`verify_profile_pin` answers one per profile).
 * Kept in session storage, so they end with the tab, never shared with another tab or left on the device; the API
 * client sends them with every call (`x-plume-profile-unlock`), and the server refuses a protected profile without.
 */
export interface ProfileUnlock { token: string; expiresAt: string }
type Unlocks = Record<string, ProfileUnlock>;

const STORAGE_KEY = 'plume.profileUnlocks';
export const UNLOCK_HEADER = 'x-plume-profile-unlock';

const unlockStore = createStore<Unlocks>(read());

function read(): Unlocks {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Unlocks) : {};
  } catch {
    return {};
  }
}

function write(unlocks: Unlocks): void {
  unlockStore.set(unlocks);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(unlocks));
  } catch (error) {
    console.error('The profile unlocks could not be saved', error);
  }
}

const live = (unlocks: Unlocks, now = Date.now()) => Object.fromEntries(Object.entries(unlocks).filter(([, unlock]) => Date.parse(unlock.expiresAt) > now));

export function saveProfileUnlock(profileId: string, unlock: ProfileUnlock): void {
  write({ ...live(unlockStore.get()), [profileId]: unlock });
}

/** The server refused one (expired, or the PIN changed): it is of no more use. */
export function forgetProfileUnlock(profileId: string): void {
  const { [profileId]: _dropped, ...rest } = unlockStore.get();
  write(rest);
}

export function clearProfileUnlocks(): void {
  write({});
}

export function isProfileUnlocked(unlocks: Unlocks, profileId: string, now = Date.now()): boolean {
  const unlock = unlocks[profileId];
  return !!unlock && Date.parse(unlock.expiresAt) > now;
}

/**
 * The unexpired unlock of one profile, or undefined: what a WebSocket frame playing as that profile carries in its
 * `unlock` field (a browser cannot set headers on a socket).
 */
export function profileUnlockToken(profileId: string): string | undefined {
  return live(unlockStore.get())[profileId]?.token;
}

/** The header value with every unexpired unlock of this tab, or undefined when there is none. */
export function profileUnlockHeader(): string | undefined {
  const tokens = Object.values(live(unlockStore.get())).map((unlock) => unlock.token);
  return tokens.length ? tokens.join(',') : undefined;
}

export const useProfileUnlocks = () => useStore(unlockStore);
