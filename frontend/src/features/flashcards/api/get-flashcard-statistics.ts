import { getFlashcardStatistics as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { flashcardKeys } from './query-keys';

export type FlashcardStatistics = z.infer<typeof contract.response>;

/** `get_flashcard_statistics`: due now, the 30-day forecast, readiness per spelling point, the retention target. */
export function getFlashcardStatistics(input: { profileId: string }): Promise<FlashcardStatistics> {
  return call('get_flashcard_statistics', input, { showSuccessToast: false, schema: contract.response });
}

export const flashcardStatisticsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: flashcardKeys.statistics(profileId), queryFn: () => getFlashcardStatistics({ profileId }) });

export const useFlashcardStatistics = (profileId: string) => useQuery(flashcardStatisticsQueryOptions(profileId));
