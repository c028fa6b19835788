import { getFlashcardStatistics as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

export type FlashcardStatistics = z.infer<typeof contract.response>;

/** `get_flashcard_statistics`: cards due, readiness per spelling point and overall, for the « Cartes » block. */
export function getFlashcardStatistics(input: { profileId: string }): Promise<FlashcardStatistics> {
  return call('get_flashcard_statistics', input, { showSuccessToast: false, schema: contract.response });
}

export const flashcardStatisticsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: [...statisticsKeys.profile(profileId), 'flashcards'], queryFn: () => getFlashcardStatistics({ profileId }) });

export const useFlashcardStatistics = (profileId: string) => useQuery(flashcardStatisticsQueryOptions(profileId));
