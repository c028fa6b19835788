import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { servedQuestionSchema } from './schemas';

const nextSchema = z.object({ question: servedQuestionSchema, serverTime: z.number() });
export type NextQuestion = z.infer<typeof nextSchema>;

/**
 * `next_question`: serves question `index` and stamps its deadline the first time it is asked for (asking again
 * returns the same deadline). 409 `answer_already_given` when `index` is not the current question.
 */
export function nextQuestion(input: { gameId: string; index: number }): Promise<NextQuestion> {
  return apiCall({ path: 'next_question', data: input, showSuccessToast: false, schema: nextSchema });
}

export const useNextQuestion = () => useMutation({ mutationFn: nextQuestion });
