/**
 * What the app keeps in this browser to work without network (docs/offline.md): one IndexedDB database, whose stores
 * belong to the features that use it (the flashcards' queued reviews and due cards), another with the last answers a
 * cold start needs (the account, the decks lists, the flashcard statistics: `lib/kept-answers.ts`), and in localStorage
 * a flag that says whether anything waits to be sent (so a page load opens the database only when there is work for
 * it) and the subscription's last answer (so a premium page opens without network).
 */
export const OFFLINE_DATABASE = 'plume-offline';
export const KEPT_ANSWERS_DATABASE = 'plume-kept-answers';
const PENDING_KEY = 'plume.offlinePending';

/** Something waits in the offline database to be sent (set and cleared by the features that queue work). */
export function noteOfflineWork(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_KEY, '1');
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage blocked (private browsing): the queue is still read whenever its page opens.
  }
}

export function hasOfflineWork(): boolean {
  try {
    return localStorage.getItem(PENDING_KEY) === '1';
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
 * yet and the answers kept for a cold start (they are the signed-out account's). Open connections close when asked
 * (`blocking`), so the deletions go through.
 */
export function clearOfflineData(): void {
  noteOfflineWork(false);
  try {
    localStorage.removeItem(SUBSCRIPTION_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
  if (typeof indexedDB === 'undefined') return;
  for (const name of [OFFLINE_DATABASE, KEPT_ANSWERS_DATABASE]) {
    const request = indexedDB.deleteDatabase(name);
    request.onerror = () => console.error('The offline data could not be deleted', name, request.error);
  }
}
