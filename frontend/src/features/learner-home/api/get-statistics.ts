import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { learnerHomeKeys } from './query-keys';

// `get_statistics` has no response contract in shared/src/endpoints.ts: the fields the home reads are checked here.
const streakSchema = z.object({ current: z.int(), best: z.int() });
const statisticsSchema = z.object({
  playStreak: streakSchema,
  /** The last 30 Paris days, oldest first, days without play included. */
  days: z.array(z.object({ day: z.string(), questions: z.int(), correct: z.int() })),
});
export type HomeStatistics = z.infer<typeof statisticsSchema>;

/** `get_statistics`: the profile's streak of days played in a row and its last 30 days of questions. */
export function getStatistics(input: { profileId: string }): Promise<HomeStatistics> {
  return apiCall({ path: 'get_statistics', data: input, showSuccessToast: false, schema: statisticsSchema });
}

export const statisticsQueryOptions = (profileId: string) => queryOptions({ queryKey: learnerHomeKeys.statistics(profileId), queryFn: () => getStatistics({ profileId }) });

export const useStatistics = (profileId: string) => useQuery(statisticsQueryOptions(profileId));
