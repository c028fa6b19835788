import { startDictation as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { dictationKeys } from './query-keys';

export type DictationSession = z.infer<typeof contract.response>;

/**
 * `start_dictation`: a new attempt at a passage of the bank, or the profile's attempt at it still open (another device,
 * before a reload) with its saved copy; its audio, never its text.
 */
export function startDictation(input: z.infer<typeof contract.request>): Promise<DictationSession> {
  return call('start_dictation', input, { showSuccessToast: false, schema: contract.response });
}

/** An open attempt is listed in the catalogue (« Reprendre la dictée ») once the learner is back to the bank. */
export function useStartDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDictation,
    onSuccess: (_session, { profileId }) => queryClient.invalidateQueries({ queryKey: dictationKeys.catalogue(profileId) }),
  });
}
