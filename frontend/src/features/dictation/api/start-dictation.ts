import { startDictation as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '@/lib/api-client';

export type DictationSession = z.infer<typeof contract.response>;

/** `start_dictation`: a new attempt at a passage of the bank, with its audio (never its text). */
export function startDictation(input: z.infer<typeof contract.request>): Promise<DictationSession> {
  return apiCall({ path: contract.name, data: input, showSuccessToast: false, schema: contract.response });
}

export const useStartDictation = () => useMutation({ mutationFn: startDictation });
