import { lifelines, type Lifeline } from '@plume/shared/lifelines';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { finishedSchema } from './schemas';

const lifelineResultSchema = z.object({
  lifeline: z.enum(lifelines),
  removed: z.array(z.int()).optional(),
  votes: z.array(z.number()).optional(),
  deadline: z.number().optional(),
  finished: finishedSchema.optional(),
});
export type LifelineResult = z.infer<typeof lifelineResultSchema>;

/**
 * `use_lifeline`: each once per game; 409 `lifeline_already_used` / `lifeline_not_allowed` otherwise. After `skip`,
 * the next question is asked for with `next_question` (unless the game is `finished`).
 */
export function spendLifeline(input: { gameId: string; index: number; lifeline: Lifeline }): Promise<LifelineResult> {
  return apiCall({ path: 'use_lifeline', data: input, showSuccessToast: false, schema: lifelineResultSchema });
}

export const useSpendLifeline = () => useMutation({ mutationFn: spendLifeline });
