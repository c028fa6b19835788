import { getFlashcardStatistics as contract } from '@plume/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { keptQueryOptions } from '@/lib/kept-answers';
import { learnerHomeKeys } from './query-keys';

export type FlashcardStatistics = z.infer<typeof contract.response>;

/** `get_flashcard_statistics`: how many cards the profile has, how many are due now, and its overall readiness. */
export function getFlashcardStatistics(input: { profileId: string }, { quiet = false } = {}): Promise<FlashcardStatistics> {
  return call('get_flashcard_statistics', input, { showSuccessToast: false, quiet, schema: contract.response });
}

export const flashcardStatisticsQueryOptions = (profileId: string) => keptQueryOptions(learnerHomeKeys.flashcards(profileId), () => getFlashcardStatistics({ profileId }, { quiet: true }));

export const useFlashcardStatistics = (profileId: string) => useQuery(flashcardStatisticsQueryOptions(profileId));
