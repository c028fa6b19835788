import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';

// `get_daily_quiz` has no response contract in shared/src/endpoints.ts yet: its answer is checked here.
const dailySchema = z.object({
  day: z.string(),
  played: z.boolean(),
  /** Today's game once started: to pick it up again or see its result. */
  gameId: z.string().optional(),
  streak: z.int(),
  bestStreak: z.int(),
});
export type DailyQuiz = z.infer<typeof dailySchema>;

/**
 * The daily quiz's key, read by the quiz and the learner's home. It sits under the quiz's key of the profile's play
 * (`['quiz', 'profile', id]`, `quizKeys.profile`), which a finished game invalidates.
 */
export const dailyQuizKey = (profileId: string) => ['quiz', 'profile', profileId, 'daily'] as const;

/** `get_daily_quiz`: today's Paris day, whether the profile has played it (and which game), and its streaks of days in a row. */
export function getDailyQuiz(input: { profileId: string }): Promise<DailyQuiz> {
  return apiCall({ path: 'get_daily_quiz', data: input, showSuccessToast: false, schema: dailySchema });
}

export const dailyQuizQueryOptions = (profileId: string) => queryOptions({ queryKey: dailyQuizKey(profileId), queryFn: () => getDailyQuiz({ profileId }) });

export const useDailyQuiz = (profileId: string) => useQuery(dailyQuizQueryOptions(profileId));
