import { clearProfileUnlocks } from './account/profile-unlocks';
import { createStore, useStore } from './create-store';
import { clearOfflineData } from './offline-data';

/** Seed §9: the client state lives under `root` and must be restored within 5 s, else it starts afresh. */
export const CLIENT_STATE_KEY = 'root';
export const REHYDRATION_TIMEOUT_MS = 5000;

/** An activity a profile opened on this device (`lib/recent-activities.ts` names the activities and records them). */
export interface RecentActivity {
  activity: string;
  /** The profile that opened it; `null` for the account holder, as `activeProfileId`. */
  profileId: string | null;
  at: string;
}

export interface ClientState {
  /** Who is playing on this device; `null` means the account holder (seed §4: the default). */
  activeProfileId: string | null;
  /** The activities opened lately, newest first, per profile (`lib/recent-activities.ts`); logout empties it. */
  recentActivities: RecentActivity[];
  /**
   * Per profile (`holder` for the account holder), the handwriting sheet to open next: the one after the sheet it
   * last sent (`/profile/handwriting-sheet`), so a child coming back goes on rather than writing the first again.
   */
  nextHandwritingSheet: Record<string, number>;
}

const emptyState: ClientState = { activeProfileId: null, recentActivities: [], nextHandwritingSheet: {} };
const clientStateStore = createStore<ClientState>(emptyState);

export const useClientState = () => useStore(clientStateStore);
export const getClientState = () => clientStateStore.get();

/** localStorage, or a storage that answers asynchronously (which is what the timeout guards against). */
export interface StateStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

/**
 * Reads the stored state back. Storage may be blocked (private browsing) or hold something older than this code: such
 * failures are logged and the app starts with an empty state rather than not at all.
 */
export async function rehydrateClientState(storage: StateStorage = localStorage): Promise<void> {
  const restore = Promise.resolve(storage.getItem(CLIENT_STATE_KEY)).then((stored) =>
    stored ? { ...emptyState, ...(JSON.parse(stored) as Partial<ClientState>) } : emptyState,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Restoring the client state timed out after ${REHYDRATION_TIMEOUT_MS} ms`)), REHYDRATION_TIMEOUT_MS);
  });
  try {
    clientStateStore.set(await Promise.race([restore, timeout]));
  } catch (error) {
    console.error('The client state could not be restored', error);
  } finally {
    clearTimeout(timer);
  }
  stopPersisting?.();
  stopPersisting = clientStateStore.subscribe(() => persist(storage));
}

let stopPersisting: (() => void) | undefined;

function persist(storage: StateStorage) {
  const state = JSON.stringify(clientStateStore.get());
  // One path for a storage that throws (quota, private browsing) and one that rejects.
  void Promise.resolve()
    .then(() => storage.setItem(CLIENT_STATE_KEY, state))
    .catch((error: unknown) => console.error('The client state could not be saved', error));
}

/** Changes the client state (it is saved at once, like every change). */
export function updateClientState(change: (state: ClientState) => ClientState): void {
  clientStateStore.set(change);
}

export function setActiveProfile(profileId: string | null): void {
  clientStateStore.set((state) => ({ ...state, activeProfileId: profileId }));
}

/**
 * What a person leaves on a shared device when signing out: their chosen profile, its PIN unlocks, their recent
 * activities, their place in the handwriting sheets and what was kept for offline use (docs/offline.md).
 */
export function clearPersonalState(): void {
  clientStateStore.set((state) => ({ ...state, activeProfileId: null, recentActivities: [], nextHandwritingSheet: {} }));
  clearProfileUnlocks();
  clearOfflineData();
}
