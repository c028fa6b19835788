import { finishSpelling as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type SpellingResults = z.infer<typeof contract.response>;

/** `finish_spelling`: closes the session and answers its results per rule (coins follow shortly). */
export function finishSpelling(input: z.infer<typeof contract.request>): Promise<SpellingResults> {
  return call('finish_spelling', input, { showSuccessToast: false, schema: contract.response });
}

export function useFinishSpelling() {
  const queryClient = useQueryClient();
  // The statistics page reads finished sessions: its copy is stale now.
  return useMutation({ mutationFn: finishSpelling, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['statistics'] }) });
}
