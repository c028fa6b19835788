/**
 * What the app keeps in this browser to work without network (docs/offline.md): one IndexedDB database, whose stores
 * belong to the features that use it (the flashcards' queued reviews and due cards), another with the last answers a
 * cold start needs (the account, the decks lists, the flashcard statistics: `lib/kept-answers.ts`), and in localStorage
 * a flag that says whether anything waits to be sent (so a page load opens the database only when there is work for
 * it) and the subscription's last answer (so a premium page opens without network).
 */
export const OFFLINE_DATABASE = 'plume-offline';
export const KEPT_ANSWERS_DATABASE = 'plume-kept-answers';
/** Spelling sessions downloaded to play offline, and their answers until judged (`features/spelling/offline/`). */
export const DOWNLOADED_SPELLING_DATABASE = 'plume-offline-spelling';
/** Dictations downloaded to play offline, and their copies until corrected (`features/dictation/offline/`). */
export const DOWNLOADED_DICTATION_DATABASE = 'plume-offline-dictation';
/** The downloaded sessions' sounds, in the Cache Storage (`lib/offline-clips.ts`). */
export const OFFLINE_CLIPS_CACHE = 'plume-offline-clips';

/** What may wait on the device to be sent: the flashcards' grades, a downloaded spelling session's answers, a downloaded dictation's copy. */
export type OfflineWork = 'reviews' | 'spelling' | 'dictation';
const pendingKeys: Record<OfflineWork, string> = { reviews: 'plume.offlinePending', spelling: 'plume.offlinePending.spelling', dictation: 'plume.offlinePending.dictation' };

/** Something of `work` waits on this device to be sent (set and cleared by the feature that queues it). */
export function noteOfflineWork(work: OfflineWork, pending: boolean): void {
  try {
    if (pending) localStorage.setItem(pendingKeys[work], '1');
    else localStorage.removeItem(pendingKeys[work]);
  } catch {
    // Storage blocked (private browsing): the queue is still read whenever its page opens.
  }
}

export function hasOfflineWork(work: OfflineWork): boolean {
  try {
    return localStorage.getItem(pendingKeys[work]) === '1';
  } catch {
    return false;
  }
}

const SUBSCRIPTION_KEY = 'plume.subscription';

/**
 * The subscription's last answer on this device, for the premium guard to open a premium page without network (seed
 * §8: when the check fails, the stored `isPremium` decides). It opens pages only: every request the page then makes is
 * checked by the server again.
 */
export function rememberSubscription(uid: string, active: boolean): void {
  try {
    localStorage.setItem(SUBSCRIPTION_KEY, JSON.stringify({ uid, active }));
  } catch {
    // Storage blocked: without network, the guard then counts the person as not subscribed, as before.
  }
}

/** What `rememberSubscription` kept for this account, if anything. */
export function rememberedSubscription(uid: string): boolean | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(SUBSCRIPTION_KEY) ?? 'null') as { uid?: unknown; active?: unknown } | null;
    return kept?.uid === uid && typeof kept.active === 'boolean' ? kept.active : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a person leaves on a shared device when signing out: the cards kept for offline reviews, the reviews not sent
 * yet, the downloaded spelling sessions and dictations (their sounds, answers and copies) and the answers kept for a
 * cold start (they are the signed-out account's). Open connections close when asked
 * (`blocking`), so the deletions go through.
 */
export function clearOfflineData(): void {
  for (const work of Object.keys(pendingKeys) as OfflineWork[]) noteOfflineWork(work, false);
  try {
    localStorage.removeItem(SUBSCRIPTION_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
  if (typeof caches !== 'undefined') void caches.delete(OFFLINE_CLIPS_CACHE).catch((error: unknown) => console.error('The downloaded sounds could not be deleted', error));
  if (typeof indexedDB === 'undefined') return;
  for (const name of [OFFLINE_DATABASE, KEPT_ANSWERS_DATABASE, DOWNLOADED_SPELLING_DATABASE, DOWNLOADED_DICTATION_DATABASE]) {
    const request = indexedDB.deleteDatabase(name);
    request.onerror = () => console.error('The offline data could not be deleted', name, request.error);
  }
}
