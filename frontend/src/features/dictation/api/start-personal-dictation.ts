import { startPersonalDictation as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import type { DictationSession } from './start-dictation';

/** `start_personal_dictation`: a passage put together from the profile's own mistakes (at a level, when given). */
export function startPersonalDictation(input: z.infer<typeof contract.request>): Promise<DictationSession> {
  return apiCall({ path: contract.name, data: input, showSuccessToast: false, schema: contract.response });
}

export const useStartPersonalDictation = () => useMutation({ mutationFn: startPersonalDictation });
