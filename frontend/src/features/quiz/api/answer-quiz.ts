import { answerQuiz as contract } from '@plume/shared/endpoints';
import type { AnswerRequest } from '@plume/shared/quiz/modes';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type AnswerOutcome = z.infer<typeof contract.response>;

/** `answer_quiz`: scores an option (`choice`) or a typed `word`; only now does the player learn the answer (409 `answer_already_given`). */
export function answerQuiz(input: AnswerRequest): Promise<AnswerOutcome> {
  return call('answer_quiz', input, { showSuccessToast: false, schema: contract.response });
}

export const useAnswerQuiz = () => useMutation({ mutationFn: answerQuiz });
