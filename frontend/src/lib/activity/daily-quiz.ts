import { dailyQuizSchema, type DailyQuiz } from '@plume/shared/quiz/modes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type { DailyQuiz } from '@plume/shared/quiz/modes';

/**
 * The daily quiz's key, read by the quiz and the learner's home. It sits under the quiz's key of the profile's play
 * (`['quiz', 'profile', id]`, `quizKeys.profile`), which a finished game invalidates.
 */
export const dailyQuizKey = (profileId: string) => ['quiz', 'profile', profileId, 'daily'] as const;

/** `get_daily_quiz`: today's Paris day, whether the profile has played it (and which game), and its streaks of days in a row. */
export function getDailyQuiz(input: { profileId: string }): Promise<DailyQuiz> {
  return call('get_daily_quiz', input, { showSuccessToast: false, schema: dailyQuizSchema });
}

export const dailyQuizQueryOptions = (profileId: string) => queryOptions({ queryKey: dailyQuizKey(profileId), queryFn: () => getDailyQuiz({ profileId }) });

export const useDailyQuiz = (profileId: string) => useQuery(dailyQuizQueryOptions(profileId));
