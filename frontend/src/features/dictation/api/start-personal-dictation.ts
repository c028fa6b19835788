import { startPersonalDictation as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { dictationKeys } from './query-keys';
import type { DictationSession } from './start-dictation';

/** `start_personal_dictation`: a passage put together from the profile's own mistakes (at a level, when given). */
export function startPersonalDictation(input: z.infer<typeof contract.request>): Promise<DictationSession> {
  return call('start_personal_dictation', input, { showSuccessToast: false, schema: contract.response });
}

/** An open attempt is listed in the catalogue (« Reprendre la dictée ») once the learner is back to the bank. */
export function useStartPersonalDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPersonalDictation,
    onSuccess: (_session, { profileId }) => queryClient.invalidateQueries({ queryKey: dictationKeys.catalogue(profileId) }),
  });
}
