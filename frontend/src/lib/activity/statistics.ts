import { statisticsSchema, type Statistics } from '@plume/shared/quiz/play-requests';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { keptQueryOptions } from '@/lib/kept-answers';

export type { Statistics } from '@plume/shared/quiz/play-requests';

/**
 * The statistics' key, read by the statistics page and the learner's home: one answer, fetched and cached once. The
 * statistics' other queries (crosswords, flashcards, spelling, dictations) sit under it, so invalidating it refreshes all.
 */
export const statisticsKey = (profileId: string) => ['statistics', profileId] as const;

/** `get_statistics`: a profile's totals, streaks, results by category and mode, and its last 30 days (in all and by category). */
export function getStatistics(input: { profileId: string }, { quiet = false } = {}): Promise<Statistics> {
  return call('get_statistics', input, { showSuccessToast: false, quiet, schema: statisticsSchema });
}

export const statisticsQueryOptions = (profileId: string) => keptQueryOptions(statisticsKey(profileId), () => getStatistics({ profileId }, { quiet: true }));

export const useStatistics = (profileId: string) => useQuery(statisticsQueryOptions(profileId));
