import { getDueFlashcards as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call, isNetworkFailure } from '@/lib/api-client';
import { keepClips } from '@/lib/offline-clips';
import { reviewQueue } from '../offline/review-sync';
import { flashcardKeys } from './query-keys';

export type DueFlashcards = z.infer<typeof contract.response>;
export type DueFlashcard = DueFlashcards['cards'][number];

/** `get_due_flashcards`: the deck's cards due now (front and back), each with its next due date under each rating. */
export function getDueFlashcards(input: { profileId: string; deckId: string }): Promise<DueFlashcards> {
  // Quiet: without network the copy kept on this device answers; any other failure shows where the cards would.
  return call('get_due_flashcards', { ...input, limit: 50 }, { showSuccessToast: false, quiet: true, schema: contract.response });
}

/** The due cards less those already graded on this device and still waiting to be sent (the server does not know yet). */
export function withoutCards(due: DueFlashcards, cardIds: ReadonlySet<string>): DueFlashcards {
  const cards = due.cards.filter((card) => !cardIds.has(card.cardId));
  return { cards, due: Math.max(0, due.due - (due.cards.length - cards.length)) };
}

/**
 * The deck's due cards, from the server when it answers, kept on this device with their sounds for the next time it
 * does not (docs/offline.md); either way without the cards whose review waits in the queue.
 */
export async function loadDueFlashcards(profileId: string, deckId: string): Promise<DueFlashcards> {
  const store = reviewQueue();
  let due: DueFlashcards | undefined;
  let offline = false;
  try {
    due = await getDueFlashcards({ profileId, deckId });
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    due = await store.keptDue(profileId, deckId).catch(() => undefined);
    if (!due) throw error;
    offline = true;
  }
  const queued = await store.all().catch(() => []);
  const reviewed = new Set(queued.filter(({ review }) => review.profileId === profileId && review.deckId === deckId).map(({ review }) => review.cardId));
  const left = withoutCards(due, reviewed);
  if (!offline) {
    await store.keepDue(profileId, deckId, left).catch((error: unknown) => console.error('The due cards could not be kept for offline use', error));
    // Their sounds too (a level deck's words), in the background: a review offline plays them from the device.
    void keepClips(left.cards.flatMap((card) => (card.audio ? [card.audio] : []))).catch((error: unknown) => console.error('The cards’ sounds could not be kept for offline use', error));
  }
  return left;
}

/**
 * Read once per session: the review screen works through its own copy, so a refetch never reshuffles it. Run even
 * when the browser says it is offline (React Query would otherwise wait for the network): the kept copy answers then.
 */
export const dueFlashcardsQueryOptions = (profileId: string, deckId: string) =>
  queryOptions({ queryKey: flashcardKeys.due(profileId, deckId), queryFn: () => loadDueFlashcards(profileId, deckId), staleTime: Infinity, gcTime: 0, networkMode: 'always' });

export const useDueFlashcards = (profileId: string, deckId: string) => useQuery(dueFlashcardsQueryOptions(profileId, deckId));
