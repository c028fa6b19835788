import { getCrossword as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type CrosswordResume = z.infer<typeof contract.response>;
export type CrosswordProgress = CrosswordResume['progress'];

/** `get_crossword`: a grid reopened with the player's progress (letters, pencil, verified cells, coins spent). */
export function getCrossword(input: z.infer<typeof contract.request>): Promise<CrosswordResume> {
  return call('get_crossword', input, { showSuccessToast: false, schema: contract.response });
}

/** Reopening is the player's choice (« Reprendre la grille »), so it is a mutation the button waits on. */
export const useGetCrossword = () => useMutation({ mutationFn: getCrossword });
