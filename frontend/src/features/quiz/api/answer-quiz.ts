import type { AnswerRequest } from '@plume/shared/modes';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { finishedSchema } from './schemas';

const answeredSchema = z.object({
  correct: z.boolean(),
  timedOut: z.boolean(),
  /** Choice questions: the right option. */
  correctIndex: z.int().optional(),
  /** Guess the word: the word to find. */
  correctWord: z.string().optional(),
  explanation: z.string(),
  points: z.number(),
  score: z.number(),
  finished: finishedSchema.optional(),
});
export type AnswerOutcome = z.infer<typeof answeredSchema>;

/** `answer_quiz`: scores an option (`choice`) or a typed `word`; only now does the player learn the answer (409 `answer_already_given`). */
export function answerQuiz(input: AnswerRequest): Promise<AnswerOutcome> {
  return apiCall({ path: 'answer_quiz', data: input, showSuccessToast: false, schema: answeredSchema });
}

export const useAnswerQuiz = () => useMutation({ mutationFn: answerQuiz });
