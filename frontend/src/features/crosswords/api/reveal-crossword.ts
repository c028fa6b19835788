import { revealCrossword as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type CrosswordReveal = z.infer<typeof contract.response>;
export type RevealCrosswordInput = z.infer<typeof contract.request>;

/** `reveal_crossword`: the letters of a cell or a word, paid with coins once. */
export function revealCrossword(input: RevealCrosswordInput): Promise<CrosswordReveal> {
  return call('reveal_crossword', input, { showSuccessToast: false, schema: contract.response });
}

export const useRevealCrossword = () => useMutation({ mutationFn: revealCrossword });
