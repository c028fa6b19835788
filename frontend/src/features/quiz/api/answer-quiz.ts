import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { finishedSchema, servedQuestionSchema } from './schemas';

const answeredSchema = z.object({
  correct: z.boolean(),
  timedOut: z.boolean(),
  correctIndex: z.int(),
  explanation: z.string(),
  points: z.number(),
  score: z.number(),
  next: servedQuestionSchema.optional(),
  finished: finishedSchema.optional(),
});
export type AnswerOutcome = z.infer<typeof answeredSchema>;

/** `answer_quiz`: scores one answer; only now does the player learn the right option (409 `answer_already_given`). */
export function answerQuiz(input: { gameId: string; index: number; choice: number }): Promise<AnswerOutcome> {
  return apiCall({ path: 'answer_quiz', data: input, showSuccessToast: false, schema: answeredSchema });
}

export const useAnswerQuiz = () => useMutation({ mutationFn: answerQuiz });
