import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isNetworkFailure, mayRetry } from '@/lib/api-client';
import { retryDelayMs } from '@/lib/backoff';
import { createStore, useStore } from '@/lib/create-store';
import { i18n, loadScreenTranslations } from '@/lib/i18n';
import { noteOfflineWork } from '@/lib/offline-data';
import { flashcardKeys } from '../api/query-keys';
import { sendReview } from '../api/review-flashcard';
import { indexedDbReviewQueue, memoryReviewQueue, type ReviewInput, type ReviewQueueStore } from './review-queue';

/**
 * The flashcards' outbox (docs/offline.md): every grade goes into the queue on this device first, then to the server
 * when it can. A review leaves the queue once the server applied it (its `reviewId` makes a copy sent twice count
 * once) or refused it for good (a 4xx: dropped, and said); the network or the server failing keeps it for the next
 * flush — at once after a grade, when the network comes back (the app's `online` listener), on the app's start, from
 * the page's « Envoyer maintenant », and by itself after a growing wait while the page stays open.
 */

export interface ReviewQueueState {
  /** Per profile: reviews in the queue that are not being sent right now. */
  waiting: Record<string, number>;
  /** Per profile: how many reviews that had waited the last flush sent (shown once nothing waits). */
  delivered: Record<string, number>;
  /** Per profile: how many reviews the server refused in the last flush that refused any, and its reason. */
  dropped: Record<string, { count: number; reason: string }>;
  sending: boolean;
}

const initialState: ReviewQueueState = { waiting: {}, delivered: {}, dropped: {}, sending: false };
const state = createStore<ReviewQueueState>(initialState);

let store: ReviewQueueStore | undefined;
let send: (review: ReviewInput) => Promise<unknown> = sendReview;
let queryClient: QueryClient | undefined;
/** Reviews being sent now (or about to be, right after their grade): not counted as waiting. */
const taken = new Set<string>();

/** The queue of this page: IndexedDB where the browser has it, else memory (a test, or a browser without it). */
export function reviewQueue(): ReviewQueueStore {
  return (store ??= typeof indexedDB === 'undefined' ? memoryReviewQueue() : indexedDbReviewQueue());
}

/** For tests: a fresh queue (its store, and how a review is sent), as on a new page. */
export function swapReviewQueue(test: { store: ReviewQueueStore; send?: (review: ReviewInput) => Promise<unknown> }): void {
  store = test.store;
  send = test.send ?? sendReview;
  taken.clear();
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retries = 0;
  state.set(initialState);
}

export const getReviewQueueState = (): ReviewQueueState => state.get();

/** Where the decks and statistics are read again once reviews reached the server. */
export function connectReviewQueue(client: QueryClient): void {
  queryClient = client;
}

/** A grade: queued on this device, then sent at once when the browser is online. */
export async function queueReview(review: ReviewInput): Promise<void> {
  const online = navigator.onLine;
  if (online) taken.add(review.reviewId);
  const queued = { review, queuedAt: new Date().toISOString() };
  try {
    await reviewQueue().add(queued);
  } catch (error) {
    // Storage refused (full, blocked): the queue lives in memory for the rest of this page rather than lose the grade.
    console.error('The review could not be stored on this device', error);
    store = memoryReviewQueue();
    await store.add(queued);
  }
  // A new grade: what the last flush said of this profile's earlier ones is old news.
  state.set((current) => ({ ...current, delivered: { ...current.delivered, [review.profileId]: 0 }, dropped: withoutKey(current.dropped, review.profileId) }));
  await forgetDueCard(review).catch(() => undefined);
  await publish();
  if (online) void flushReviewQueue();
}

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** A graded card leaves the deck's kept copy, so a review offline later does not show it again. */
async function forgetDueCard({ profileId, deckId, cardId }: ReviewInput): Promise<void> {
  const kept = await reviewQueue().keptDue(profileId, deckId);
  if (!kept?.cards.some((card) => card.cardId === cardId)) return;
  const cards = kept.cards.filter((card) => card.cardId !== cardId);
  await reviewQueue().keepDue(profileId, deckId, { cards, due: Math.max(0, kept.due - 1) });
}

/** Counts what waits, per profile, for the page; returns how many reviews the queue holds. */
async function publish(): Promise<number> {
  const queued = await reviewQueue().all();
  noteOfflineWork('reviews', queued.length > 0);
  const waiting: Record<string, number> = {};
  for (const { review } of queued) if (!taken.has(review.reviewId)) waiting[review.profileId] = (waiting[review.profileId] ?? 0) + 1;
  state.set((current) => ({ ...current, waiting }));
  return queued.length;
}

let running: Promise<void> | undefined;
let again = false;

/**
 * A pass that left reviews queued for a failure that may pass (the network dropping mid-way, a server error, a
 * throttle) is followed by another one after 2 s, 4 s… up to 5 min, while the page is open and the browser online:
 * otherwise they would wait for the next grade, page or network change. Any pass resets the wait once nothing failed.
 */
const RETRY = { firstMs: 2_000, capMs: 300_000 };
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;

function retryLater(failed: boolean): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  if (!failed) {
    retries = 0;
    return;
  }
  // Offline, the network's return starts the next pass (`app/offline-sync.ts`).
  if (!navigator.onLine) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushReviewQueue();
  }, retryDelayMs(retries++, RETRY));
}

/**
 * Sends what the queue holds, oldest first. One flush at a time: a call during a flush gets that flush, which looks at
 * the queue once more before it ends (a grade given meanwhile goes with it).
 */
export function flushReviewQueue(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  clearTimeout(retryTimer);
  running = (async () => {
    let failed = false;
    try {
      do {
        again = false;
        failed = await flush();
      } while (again);
    } finally {
      running = undefined;
      retryLater(failed);
    }
  })();
  return running;
}

interface FlushReport {
  delivered: Record<string, number>;
  dropped: Record<string, { count: number; reason: string }>;
  touched: Set<string>;
  /** A review stayed queued for a failure that may pass. */
  failed: boolean;
}

/** One pass; says whether it left reviews queued for a failure that may pass. */
async function flush(): Promise<boolean> {
  const report: FlushReport = { delivered: {}, dropped: {}, touched: new Set(), failed: false };
  state.set((current) => ({ ...current, sending: true }));
  try {
    await sendEach(report);
  } finally {
    // Grades given during this pass and not sent by it wait for the next pass, which `again` asks for.
    if (!again) taken.clear();
    await publish().catch((error: unknown) => console.error('The review queue could not be read', error));
    state.set((current) => ({
      ...current,
      sending: false,
      delivered: { ...current.delivered, ...report.delivered },
      dropped: { ...current.dropped, ...report.dropped },
    }));
  }
  for (const profileId of report.touched) {
    void queryClient?.invalidateQueries({ queryKey: flashcardKeys.decks(profileId) });
    void queryClient?.invalidateQueries({ queryKey: flashcardKeys.statistics(profileId) });
  }
  await tellDropped(report);
  return report.failed;
}

/** One pass over the queue: each review tried once; the network failing ends the pass (the rest would fail too). */
async function sendEach(report: FlushReport): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    if (!navigator.onLine) return;
    const next = (await reviewQueue().all()).find(({ review }) => !tried.has(review.reviewId));
    if (!next) return;
    // The server schedules the card from when the grade was given, not from when it arrives.
    const review = { ...next.review, gradedAt: next.queuedAt };
    tried.add(review.reviewId);
    const waited = !taken.has(review.reviewId);
    taken.add(review.reviewId);
    await publish();
    let failure: unknown;
    const sent = await send(review).then(
      () => true,
      (error: unknown) => {
        failure = error;
        return false;
      },
    );
    if (sent || !mayRetry(failure)) {
      await reviewQueue().remove(review.reviewId);
      report.touched.add(review.profileId);
    }
    if (sent && waited) report.delivered[review.profileId] = (report.delivered[review.profileId] ?? 0) + 1;
    if (!sent && mayRetry(failure)) report.failed = true;
    if (!sent && !mayRetry(failure)) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      report.dropped[review.profileId] = { count: (report.dropped[review.profileId]?.count ?? 0) + 1, reason };
    }
    taken.delete(review.reviewId);
    await publish();
    if (!sent && isNetworkFailure(failure)) return;
  }
}

/** A review the server refused is not sent again: the person is told, with the server's reason. */
async function tellDropped({ dropped }: FlushReport): Promise<void> {
  const refusals = Object.values(dropped);
  if (refusals.length === 0) return;
  await loadScreenTranslations('flashcards').catch(() => undefined);
  for (const { count, reason } of refusals) notifications.show({ color: 'red', message: i18n.t('flashcards.offline.dropped', { count, reason }) });
}

/**
 * The app's start and the network's return (`app/offline-sync.ts`): reads the queue, and sends it if anything waits
 * and the browser is online.
 */
export async function startReviewSync(client: QueryClient): Promise<void> {
  connectReviewQueue(client);
  const queued = await publish();
  if (queued > 0 && navigator.onLine) await flushReviewQueue();
}

/** What waits for one profile, for its pages; opening them sends what waits, as the app's start does. */
export function useReviewQueue(profileId: string) {
  const client = useQueryClient();
  const current = useStore(state);
  useEffect(() => {
    void startReviewSync(client).catch((error: unknown) => console.error('The review queue could not be read', error));
  }, [client]);
  return {
    waiting: current.waiting[profileId] ?? 0,
    delivered: current.delivered[profileId] ?? 0,
    dropped: current.dropped[profileId],
    sending: current.sending,
    sendNow: () => void flushReviewQueue(),
  };
}
