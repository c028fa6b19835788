import { nextQuestion as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type NextQuestion = z.infer<typeof contract.response>;

/**
 * `next_question`: serves question `index` and stamps its deadline the first time it is asked for (asking again
 * returns the same deadline). 409 `answer_already_given` when `index` is not the current question.
 */
export function nextQuestion(input: { gameId: string; index: number }): Promise<NextQuestion> {
  return call('next_question', input, { showSuccessToast: false, schema: contract.response });
}

export const useNextQuestion = () => useMutation({ mutationFn: nextQuestion });
