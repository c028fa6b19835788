import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { withAppPage } from './browser-session.ts';

const PROFILE = 'Hugo';
const CARDS = 50;
const STALLED_MS = 310_000;

/**
 * What the functions run in the page use of the browser: the bench compiles without the DOM library (it would let
 * browser globals into the server code type-checked with it).
 */
type IdbRequest = { result: any; error: unknown; onsuccess: (() => void) | null; onerror: (() => void) | null; onupgradeneeded?: (() => void) | null };
type InPage = { indexedDB: { open(name: string, version: number): IdbRequest }; localStorage: { setItem(key: string, value: string): void; [key: string]: unknown } };

export interface OfflineSyncResult {
  /** Reviews queued on the device while offline. */
  queued: number;
  /** From the network's return to an empty queue (every review answered by the server). */
  syncMs: number;
  perReviewMs: number;
  /** Reviews the server counted (its memory model's review count, before → after). */
  applied: number;
  /** Reviews the server counted more than once: applied − those that left the device. */
  duplicates: number;
  /** Reviews still queued when the sync ended (0 when every one was answered), and the failed sends met. */
  left: number;
  failures: string[];
}

/**
 * The offline flashcard queue's sync in Debian's Chromium against the app as `npm start` runs it (docs/offline.md): a
 * profile's `reviews` grades wait in IndexedDB, as the review screen leaves them when the network is gone (written
 * there directly: grading 500 cards by hand would measure the screen, not the sync), then the network returns and the
 * app sends them, oldest first, one request each. Measured: the time to an empty queue, and the server's own count of
 * reviews applied (each review id applies once: duplicates must be 0), after half of them were sent once more (the
 * same review ids, as a device that lost the answers to its requests sends them again).
 */
export async function benchOfflineSync(reviews: number): Promise<OfflineSyncResult> {
  return withAppPage('.data/bench-offline', PROFILE, async ({ page, context, call }) => {
    const user = await call('get_user', {});
    const profileId = (user.profiles as { id: string; name: string }[]).find((p) => p.name === PROFILE)!.id;
    const { deck } = await call('create_flashcard_deck', { profileId, name: 'Banc hors ligne' });
    const cardIds: string[] = [];
    for (let i = 0; i < CARDS; i++) cardIds.push((await call('add_flashcard', { profileId, deckId: deck.deckId, word: `mot-${i}` })).card.cardId);
    const reviewsCounted = async () => (await call('get_flashcard_statistics', { profileId })).memoryModel.reviews as number;
    const before = await reviewsCounted();

    await page.goto('/flashcard/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.setOffline(true);
    const queue = Array.from({ length: reviews }, (_, i) => ({
      review: { profileId, deckId: deck.deckId, cardId: cardIds[i % CARDS]!, reviewId: randomUUID(), rating: (i % 4) + 1 },
      queuedAt: new Date(Date.now() - (reviews - i) * 1000).toISOString(),
    }));
    await queueOnDevice(page, queue);

    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/review_flashcard') && response.status() !== 200) failures.push(`${response.status()}`);
    });
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/api/review_flashcard')) failures.push(request.failure()?.errorText ?? 'failed');
    });
    const start = performance.now();
    await context.setOffline(false);
    let left = reviews;
    // Until the queue is empty, or stalls: nothing sent for longer than the app's longest wait between two passes of
    // its own (5 min, review-sync.ts) means it stopped trying by itself.
    let lastProgress = start;
    while (left > 0 && performance.now() - lastProgress < STALLED_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = await queuedOnDevice(page);
      if (now < left) lastProgress = performance.now();
      left = now;
    }
    const syncMs = (left > 0 ? lastProgress : performance.now()) - start;
    // Half of them queued again on the device (as after answers lost on the way back), and the network lost and back:
    // the app sends each again, and the server applies none of them twice.
    await context.setOffline(true);
    await queueOnDevice(page, queue.slice(0, reviews / 2));
    await context.setOffline(false);
    let again = reviews / 2;
    for (let waited = 0; again > 0 && waited < 120_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await queuedOnDevice(page);
    }
    const applied = (await reviewsCounted()) - before;
    return { queued: reviews, syncMs, perReviewMs: syncMs / reviews, applied, duplicates: applied - (reviews - left), left, failures };
  });
}

/** Writes reviews into the device's queue as the review screen does when offline, and raises the « something waits » flag. */
async function queueOnDevice(page: Page, queued: { review: Record<string, unknown> & { reviewId: string }; queuedAt: string }[]): Promise<void> {
await page.evaluate(async (items) => {
    // Page functions are sent as source: nothing from this module's scope reaches them (types aside).
    const { indexedDB, localStorage } = globalThis as unknown as InPage;
    const db = await new Promise<any>((resolve, reject) => {
      const request = indexedDB.open('plume-offline', 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('flashcard-reviews', { keyPath: 'reviewId' });
        request.result.createObjectStore('flashcard-due', { keyPath: 'key' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('flashcard-reviews', 'readwrite');
      for (const item of items) tx.objectStore('flashcard-reviews').put({ ...item, reviewId: item.review.reviewId });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    localStorage.setItem('plume.offlinePending', '1');
}, queued);
}

async function queuedOnDevice(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve, reject) => {
    const request = (globalThis as unknown as InPage).indexedDB.open('plume-offline', 1);
    request.onsuccess = () => {
      const count = request.result.transaction('flashcard-reviews').objectStore('flashcard-reviews').count();
      count.onsuccess = () => {
        request.result.close();
        resolve(count.result);
      };
      count.onerror = () => reject(count.error);
    };
    request.onerror = () => reject(request.error);
  }));
}
