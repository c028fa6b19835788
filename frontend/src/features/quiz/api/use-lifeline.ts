import { useLifeline as contract } from '@plume/shared/endpoints';
import type { Lifeline } from '@plume/shared/quiz/lifelines';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

/** The lifeline granted, with what it tells. */
export type LifelineResult = Extract<z.infer<typeof contract.response>, { lifeline: Lifeline }>;
/** Too late for a lifeline: the server counted a skip as a timed-out answer. */
export type TimedOutAnswer = Exclude<z.infer<typeof contract.response>, LifelineResult>;

/**
 * `use_lifeline`: each once per game; 409 `lifeline_already_used` / `lifeline_not_allowed` otherwise. After `skip`,
 * the next question is asked for with `next_question` (unless the game is `finished`).
 */
export function spendLifeline(input: { gameId: string; index: number; lifeline: Lifeline }): Promise<LifelineResult | TimedOutAnswer> {
  return call('use_lifeline', input, { showSuccessToast: false, schema: contract.response });
}

export const useSpendLifeline = () => useMutation({ mutationFn: spendLifeline });
