import { getDueFlashcards as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { flashcardKeys } from './query-keys';

export type DueFlashcards = z.infer<typeof contract.response>;
export type DueFlashcard = DueFlashcards['cards'][number];

/** `get_due_flashcards`: the deck's cards due now (front and back), each with its next due date under each rating. */
export function getDueFlashcards(input: { profileId: string; deckId: string }): Promise<DueFlashcards> {
  return call('get_due_flashcards', { ...input, limit: 50 }, { showSuccessToast: false, schema: contract.response });
}

/** Read once per session: the review screen works through its own copy, so a refetch never reshuffles it. */
export const dueFlashcardsQueryOptions = (profileId: string, deckId: string) =>
  queryOptions({ queryKey: flashcardKeys.due(profileId, deckId), queryFn: () => getDueFlashcards({ profileId, deckId }), staleTime: Infinity, gcTime: 0 });

export const useDueFlashcards = (profileId: string, deckId: string) => useQuery(dueFlashcardsQueryOptions(profileId, deckId));
