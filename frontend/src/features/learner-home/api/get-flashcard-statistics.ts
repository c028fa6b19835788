import { getFlashcardStatistics as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { learnerHomeKeys } from './query-keys';

export type FlashcardStatistics = z.infer<typeof contract.response>;

/** `get_flashcard_statistics`: how many cards the profile has, how many are due now, and its overall readiness. */
export function getFlashcardStatistics(input: { profileId: string }): Promise<FlashcardStatistics> {
  return call('get_flashcard_statistics', input, { showSuccessToast: false, schema: contract.response });
}

export const flashcardStatisticsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: learnerHomeKeys.flashcards(profileId), queryFn: () => getFlashcardStatistics({ profileId }) });

export const useFlashcardStatistics = (profileId: string) => useQuery(flashcardStatisticsQueryOptions(profileId));
