import { resumeDictation as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import type { DictationSession } from './start-dictation';

/** `resume_dictation`: a started attempt reopened where it was (its audio and the copy as last saved, never the text). */
export function resumeDictation(input: z.infer<typeof contract.request>): Promise<DictationSession> {
  return call('resume_dictation', input, { showSuccessToast: false, schema: contract.response });
}

/** Reopening is the learner's choice (« Reprendre la dictée »), so it is a mutation the button waits on. */
export const useResumeDictation = () => useMutation({ mutationFn: resumeDictation });
