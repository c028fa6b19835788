import type { DueFlashcards } from '@/features/flashcards/api/get-due-flashcards';
import { apiSuccess } from './fake-backend';
import { behindNetwork } from './network';
import { stubSubscriberBackend } from './subscriber-backend';

/** Times of the flashcard fixtures, from the test file's start. */
const now = Date.now();
export const inMs = (ms: number) => new Date(now + ms).toISOString();
/** A new card due a minute ago, and when each grade would bring it back. */
export const newCardSchedule = { due: inMs(-60_000), stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0 };
const next = { 1: inMs(60_000), 2: inMs(6 * 60_000), 3: inMs(10 * 60_000), 4: inMs(8 * 86_400_000) };
/** A due card of a deck, as `get_due_flashcards` answers it. */
export const dueCard = (deckId: string, source: 'mistake' | 'custom', word: string) =>
  ({ cardId: word, deckId, source, word, written: '', category: 'missing', rule: 'missing', point: 'vocabulaire', createdAt: inMs(-86_400_000), schedule: newCardSchedule, next });

/**
 * The subscriber's flashcards behind a network that can go (`behindNetwork`). A review is applied (its card answered
 * learning) unless `refuse` answers it.
 */
export function flashcardsBehindNetwork({ decks, statistics, due, refuse }: { decks: unknown; statistics: unknown; due: DueFlashcards; refuse?: (cardId: string) => Response | undefined }) {
  const fetchMock = stubSubscriberBackend({
    '/api/get_flashcard_decks': () => apiSuccess(decks),
    '/api/get_flashcard_statistics': () => apiSuccess(statistics),
    '/api/get_due_flashcards': () => apiSuccess(due),
    '/api/review_flashcard': async (request) => {
      const body = (await request.json()) as { cardId: string; reviewId: string; rating: number };
      const refused = refuse?.(body.cardId);
      if (refused) return refused;
      const { next: _next, ...rest } = due.cards.find((c) => c.cardId === body.cardId)!;
      return apiSuccess({ card: { ...rest, schedule: { ...newCardSchedule, reps: 1, state: 1 } }, reviewId: body.reviewId, rating: body.rating, reviewedAt: inMs(0) });
    },
  });
  const { network, setNetwork } = behindNetwork(fetchMock);
  return { fetchMock, network, setNetwork };
}
