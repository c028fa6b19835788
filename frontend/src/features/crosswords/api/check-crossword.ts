import { checkCrossword as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { crosswordKeys } from './query-keys';

export type CrosswordCheck = z.infer<typeof contract.response>;
export type CheckCrosswordInput = z.infer<typeof contract.request>;

/** `check_crossword`: which cells of a letter, a word or the grid are right or wrong (never the right letters). */
export function checkCrossword(input: CheckCrosswordInput): Promise<CrosswordCheck> {
  return call('check_crossword', input, { showSuccessToast: false, schema: contract.response });
}

export function useCheckCrossword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkCrossword,
    onSuccess: (result, input) => {
      if (result.solved) void queryClient.invalidateQueries({ queryKey: crosswordKeys.list(input.profileId) });
    },
  });
}
