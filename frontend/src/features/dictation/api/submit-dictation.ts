import { submitDictation as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { dictationKeys } from './query-keys';

export type DictationResult = z.infer<typeof contract.response>;
type SubmitInput = z.infer<typeof contract.request>;

/**
 * `submit_dictation`: the learner's text, corrected against the reference (which arrives only now), with earlier
 * attempts. `quiet`: a failure is the caller's to say (a copy handed in offline, whose sending fails as expected).
 */
export function submitDictation(input: SubmitInput, { quiet = false } = {}): Promise<DictationResult> {
  return call('submit_dictation', input, { showSuccessToast: false, quiet, schema: contract.response });
}

/** A corrected attempt changes the profile's best marks, attempt counts and history. */
export function useSubmitDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitInput) => submitDictation(input),
    onSuccess: (_result, { profileId }) => queryClient.invalidateQueries({ queryKey: dictationKeys.profile(profileId) }),
  });
}
