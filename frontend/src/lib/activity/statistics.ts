import { statisticsSchema, type Statistics } from '@plume/shared/quiz/play-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type { Statistics } from '@plume/shared/quiz/play-requests';

/**
 * The statistics' key, read by the statistics page and the learner's home: one answer, fetched and cached once. The
 * statistics' other queries (crosswords, flashcards, spelling, dictations) sit under it, so invalidating it refreshes all.
 */
export const statisticsKey = (profileId: string) => ['statistics', profileId] as const;

/** `get_statistics`: a profile's totals, streaks, results by category and mode, and its last 30 days (in all and by category). */
export function getStatistics(input: { profileId: string }): Promise<Statistics> {
  return call('get_statistics', input, { showSuccessToast: false, schema: statisticsSchema });
}

export const statisticsQueryOptions = (profileId: string) => queryOptions({ queryKey: statisticsKey(profileId), queryFn: () => getStatistics({ profileId }) });

export const useStatistics = (profileId: string) => useQuery(statisticsQueryOptions(profileId));
