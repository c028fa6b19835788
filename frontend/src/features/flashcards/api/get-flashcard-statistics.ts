import { getFlashcardStatistics as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { readOrKept } from '@/lib/kept-answers';
import { flashcardKeys } from './query-keys';

export type FlashcardStatistics = z.infer<typeof contract.response>;

/** `get_flashcard_statistics`: due now, the 30-day forecast, readiness per spelling point, the retention target. */
export function getFlashcardStatistics(input: { profileId: string }, { quiet = false }: { quiet?: boolean } = {}): Promise<FlashcardStatistics> {
  return call('get_flashcard_statistics', input, { showSuccessToast: false, quiet, schema: contract.response });
}

/** Without network, the statistics kept on this device at the last read stand in, as the decks list does. */
export const flashcardStatisticsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: flashcardKeys.statistics(profileId), queryFn: ({ queryKey }) => readOrKept(queryKey, () => getFlashcardStatistics({ profileId }, { quiet: true })), networkMode: 'always' });

export const useFlashcardStatistics = (profileId: string) => useQuery(flashcardStatisticsQueryOptions(profileId));
