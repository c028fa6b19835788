import { startCrossword as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type CrosswordPuzzle = z.infer<typeof contract.response>;

/** `start_crossword`: a new grid of a level: its shape and clues, never its answers. */
export function startCrossword(input: z.infer<typeof contract.request>): Promise<CrosswordPuzzle> {
  return call('start_crossword', input, { showSuccessToast: false, schema: contract.response });
}

export const useStartCrossword = () => useMutation({ mutationFn: startCrossword });
