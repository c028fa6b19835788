import { startQuiz as contract } from '@plume/shared/endpoints';
import type { StartGameRequest } from '@plume/shared/quiz/modes';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { GameSetup } from './schemas';

export type StartedQuiz = GameSetup;

/**
 * `start_quiz`: a new game of any mode, without its first question: that one's clock starts when `next_question`
 * asks for it (403 `level_locked`, 409 `daily_already_played`, 404 `no_questions_found` / `no_quizzes_available`).
 */
export function startQuiz(input: StartGameRequest): Promise<StartedQuiz> {
  return call('start_quiz', input, { showSuccessToast: false, schema: contract.response });
}

export const useStartQuiz = () => useMutation({ mutationFn: startQuiz });
