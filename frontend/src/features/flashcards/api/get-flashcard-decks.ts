import { getFlashcardDecks as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { readOrKept } from '@/lib/kept-answers';
import { flashcardKeys } from './query-keys';

export type FlashcardDecks = z.infer<typeof contract.response>;
export type FlashcardDeck = FlashcardDecks['decks'][number];
export type LevelDeck = FlashcardDecks['levels'][number];

/** `get_flashcard_decks`: « Mes erreurs » and the profile's own decks with their due counts, and its retention target. */
export function getFlashcardDecks(input: { profileId: string }, { quiet = false }: { quiet?: boolean } = {}): Promise<FlashcardDecks> {
  return call('get_flashcard_decks', input, { showSuccessToast: false, quiet, schema: contract.response });
}

/**
 * Without network, the list kept on this device at the last read stands in (`lib/kept-answers.ts`, a cold start
 * offline): the query runs even when the browser says it is offline, so that copy can answer.
 */
export const flashcardDecksQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: flashcardKeys.decks(profileId), queryFn: ({ queryKey }) => readOrKept(queryKey, () => getFlashcardDecks({ profileId }, { quiet: true })), networkMode: 'always' });

export const useFlashcardDecks = (profileId: string) => useQuery(flashcardDecksQueryOptions(profileId));
