import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

const streakSchema = z.object({ current: z.int(), best: z.int() });
const tallySchema = z.object({ games: z.int(), questions: z.int(), correct: z.int() });
const statisticsSchema = z.object({
  games: z.int(),
  questions: z.int(),
  correct: z.int(),
  points: z.number(),
  coins: z.object({ balance: z.number(), earned: z.number(), spent: z.number() }),
  badges: z.object({ unlocked: z.int(), total: z.int() }),
  playStreak: streakSchema,
  dailyStreak: streakSchema,
  byCategory: z.array(tallySchema.extend({ category: z.string() })),
  byMode: z.array(tallySchema.extend({ mode: z.string() })),
  /** The last 30 Paris days, oldest first, days without play included. */
  days: z.array(z.object({ day: z.string(), questions: z.int(), correct: z.int(), points: z.number() })),
  /** The same window, only the days a category was played (absent from older responses). */
  categoryDays: z.array(z.object({ day: z.string(), category: z.string(), questions: z.int(), correct: z.int() })).default([]),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** `get_statistics`: a profile's totals, streaks, results by category and mode, and its last 30 days (in all and by category). */
export function getStatistics(input: { profileId: string }): Promise<Statistics> {
  return apiCall({ path: 'get_statistics', data: input, showSuccessToast: false, schema: statisticsSchema });
}

export const statisticsQueryOptions = (profileId: string) => queryOptions({ queryKey: statisticsKeys.profile(profileId), queryFn: () => getStatistics({ profileId }) });

export const useStatistics = (profileId: string) => useQuery(statisticsQueryOptions(profileId));
