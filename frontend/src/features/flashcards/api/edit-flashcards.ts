import { addFlashcard, addLevelFlashcardDeck, createFlashcardDeck, updateFlashcardSettings } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { flashcardKeys } from './query-keys';

/** After any edit, the profile's decks, due cards and statistics are read again. */
function useProfileMutation<Input extends { profileId: string }, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (_data, { profileId }) => queryClient.invalidateQueries({ queryKey: flashcardKeys.profile(profileId) }) });
}

/** `create_flashcard_deck`: a new, empty deck of the profile's own. */
export const useCreateFlashcardDeck = () =>
  useProfileMutation((input: z.infer<typeof createFlashcardDeck.request>) => call('create_flashcard_deck', input, { schema: createFlashcardDeck.response }));

/** `add_flashcard`: a word (and a note) in one of the profile's decks. */
export const useAddFlashcard = () =>
  useProfileMutation((input: z.infer<typeof addFlashcard.request>) => call('add_flashcard', input, { schema: addFlashcard.response }));

/** `update_flashcard_settings`: the retention target FSRS schedules the next reviews for. */
export const useUpdateFlashcardSettings = () =>
  useProfileMutation((input: z.infer<typeof updateFlashcardSettings.request>) => call('update_flashcard_settings', input, { schema: updateFlashcardSettings.response }));

/** `add_level_flashcard_deck`: the built-in deck of a school level (every word of the spelling bank for it). */
export const useAddLevelFlashcardDeck = () =>
  useProfileMutation((input: z.infer<typeof addLevelFlashcardDeck.request>) => call('add_level_flashcard_deck', input, { schema: addLevelFlashcardDeck.response }));
