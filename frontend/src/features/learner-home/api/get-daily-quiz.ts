import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { learnerHomeKeys } from './query-keys';

// `get_daily_quiz` has no response contract in shared/src/endpoints.ts: its answer is checked here, as the quiz does.
const dailySchema = z.object({
  day: z.string(),
  played: z.boolean(),
  /** Today's game once started: to pick it up again or see its result. */
  gameId: z.string().optional(),
  streak: z.int(),
  bestStreak: z.int(),
});
export type DailyQuiz = z.infer<typeof dailySchema>;

/** `get_daily_quiz`: whether the profile played today's quiz (or started it). */
export function getDailyQuiz(input: { profileId: string }): Promise<DailyQuiz> {
  return apiCall({ path: 'get_daily_quiz', data: input, showSuccessToast: false, schema: dailySchema });
}

export const dailyQuizQueryOptions = (profileId: string) => queryOptions({ queryKey: learnerHomeKeys.daily(profileId), queryFn: () => getDailyQuiz({ profileId }) });

export const useDailyQuiz = (profileId: string) => useQuery(dailyQuizQueryOptions(profileId));
