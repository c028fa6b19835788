import type { reviewFlashcard } from '@plume/shared/endpoints';
import type { DBSchema } from 'idb';
import type * as z from 'zod';
import { lazyDatabase } from '@/lib/lazy-database';
import { OFFLINE_DATABASE } from '@/lib/offline-data';
import type { DueFlashcards } from '../api/get-due-flashcards';

/** A review as `review_flashcard` takes it: its `reviewId`, made on this device, lets the server apply it once. */
export type ReviewInput = z.infer<typeof reviewFlashcard.request>;

/** A review waiting to be sent, with when it was made (the queue sends the oldest first). */
export interface QueuedReview {
  review: ReviewInput;
  queuedAt: string;
}

/**
 * Where the flashcards keep what they need offline: the reviews not sent yet, and each deck's due cards as last read
 * (to review them again without network). IndexedDB in the browser ({@link indexedDbReviewQueue}); a test, or a
 * browser without IndexedDB, uses {@link memoryReviewQueue}.
 */
export interface ReviewQueueStore {
  add(queued: QueuedReview): Promise<void>;
  /** Every queued review, oldest first. */
  all(): Promise<QueuedReview[]>;
  remove(reviewId: string): Promise<void>;
  keepDue(profileId: string, deckId: string, due: DueFlashcards): Promise<void>;
  keptDue(profileId: string, deckId: string): Promise<DueFlashcards | undefined>;
}

const oldestFirst = (queued: QueuedReview[]) => queued.toSorted((a, b) => a.queuedAt.localeCompare(b.queuedAt));
const dueKey = (profileId: string, deckId: string) => `${profileId}/${deckId}`;

/** A store for one page's life: what a browser without IndexedDB has, and what the screen tests use. */
export function memoryReviewQueue(): ReviewQueueStore {
  const reviews = new Map<string, QueuedReview>();
  const due = new Map<string, DueFlashcards>();
  return {
    add: async (queued) => void reviews.set(queued.review.reviewId, structuredClone(queued)),
    all: async () => oldestFirst([...reviews.values()].map((queued) => structuredClone(queued))),
    remove: async (reviewId) => void reviews.delete(reviewId),
    keepDue: async (profileId, deckId, cards) => void due.set(dueKey(profileId, deckId), structuredClone(cards)),
    keptDue: async (profileId, deckId) => structuredClone(due.get(dueKey(profileId, deckId))),
  };
}

const REVIEWS = 'flashcard-reviews';
const DUE = 'flashcard-due';

interface OfflineSchema extends DBSchema {
  [REVIEWS]: { key: string; value: QueuedReview & { reviewId: string } };
  [DUE]: { key: string; value: { key: string; keptAt: string; due: DueFlashcards } };
}

/**
 * The queue in the browser's IndexedDB (`plume-offline`, see `lib/offline-data.ts`), opened at the first use. The
 * connection closes itself when another one asks (a sign-out deleting the database, a newer version of the app).
 */
export function indexedDbReviewQueue(): ReviewQueueStore {
  const database = lazyDatabase<OfflineSchema>(OFFLINE_DATABASE, 1, (db) => {
    db.createObjectStore(REVIEWS, { keyPath: 'reviewId' });
    db.createObjectStore(DUE, { keyPath: 'key' });
  });
  return {
    add: async (queued) => void (await (await database()).put(REVIEWS, { ...queued, reviewId: queued.review.reviewId })),
    all: async () => oldestFirst((await (await database()).getAll(REVIEWS)).map(({ review, queuedAt }) => ({ review, queuedAt }))),
    remove: async (reviewId) => (await database()).delete(REVIEWS, reviewId),
    keepDue: async (profileId, deckId, due) => void (await (await database()).put(DUE, { key: dueKey(profileId, deckId), keptAt: new Date().toISOString(), due })),
    keptDue: async (profileId, deckId) => (await (await database()).get(DUE, dueKey(profileId, deckId)))?.due,
  };
}
