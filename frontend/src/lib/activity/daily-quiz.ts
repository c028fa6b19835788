import { dailyQuizSchema, type DailyQuiz } from '@plume/shared/quiz/modes';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { keptQueryOptions } from '@/lib/kept-answers';

export type { DailyQuiz } from '@plume/shared/quiz/modes';

/**
 * The daily quiz's key, read by the quiz and the learner's home. It sits under the quiz's key of the profile's play
 * (`['quiz', 'profile', id]`, `quizKeys.profile`), which a finished game invalidates.
 */
export const dailyQuizKey = (profileId: string) => ['quiz', 'profile', profileId, 'daily'] as const;

/** `get_daily_quiz`: today's Paris day, whether the profile has played it (and which game), and its streaks of days in a row. */
export function getDailyQuiz(input: { profileId: string }, { quiet = false } = {}): Promise<DailyQuiz> {
  return call('get_daily_quiz', input, { showSuccessToast: false, quiet, schema: dailyQuizSchema });
}

export const dailyQuizQueryOptions = (profileId: string) => keptQueryOptions(dailyQuizKey(profileId), () => getDailyQuiz({ profileId }, { quiet: true }));

export const useDailyQuiz = (profileId: string) => useQuery(dailyQuizQueryOptions(profileId));
