import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { servedQuestionSchema } from './schemas';

const startedSchema = z.object({ gameId: z.string(), total: z.int(), question: servedQuestionSchema, serverTime: z.number() });
export type StartedQuiz = z.infer<typeof startedSchema>;

/** `start_quiz`: a new game of one level (403 `level_locked`, 404 `no_questions_found`). */
export function startQuiz(input: { profileId: string; category: string; subcategory: string; level: number }): Promise<StartedQuiz> {
  return apiCall({ path: 'start_quiz', data: input, showSuccessToast: false, schema: startedSchema });
}

export const useStartQuiz = () => useMutation({ mutationFn: startQuiz });
