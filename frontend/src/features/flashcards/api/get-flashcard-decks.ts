import { getFlashcardDecks as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { flashcardKeys } from './query-keys';

export type FlashcardDecks = z.infer<typeof contract.response>;
export type FlashcardDeck = FlashcardDecks['decks'][number];
export type LevelDeck = FlashcardDecks['levels'][number];

/** `get_flashcard_decks`: « Mes erreurs » and the profile's own decks with their due counts, and its retention target. */
export function getFlashcardDecks(input: { profileId: string }): Promise<FlashcardDecks> {
  return call('get_flashcard_decks', input, { showSuccessToast: false, schema: contract.response });
}

export const flashcardDecksQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: flashcardKeys.decks(profileId), queryFn: () => getFlashcardDecks({ profileId }) });

export const useFlashcardDecks = (profileId: string) => useQuery(flashcardDecksQueryOptions(profileId));
