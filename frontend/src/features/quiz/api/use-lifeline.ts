import type { Lifeline } from '@plume/shared/scoring';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { finishedSchema, servedQuestionSchema } from './schemas';

const lifelineResultSchema = z.object({
  removed: z.array(z.int()).optional(),
  votes: z.array(z.number()).optional(),
  deadline: z.number().optional(),
  next: servedQuestionSchema.optional(),
  finished: finishedSchema.optional(),
});
export type LifelineResult = z.infer<typeof lifelineResultSchema>;

/** `use_lifeline`: each once per game; 409 `lifeline_already_used` / `lifeline_not_allowed` otherwise. */
export function spendLifeline(input: { gameId: string; index: number; lifeline: Lifeline }): Promise<LifelineResult> {
  return apiCall({ path: 'use_lifeline', data: input, showSuccessToast: false, schema: lifelineResultSchema });
}

export const useSpendLifeline = () => useMutation({ mutationFn: spendLifeline });
