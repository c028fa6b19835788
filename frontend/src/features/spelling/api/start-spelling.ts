import { startSpelling as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type SpellingSession = z.infer<typeof contract.response>;
export type SpellingSourceInput = z.infer<typeof contract.request>['source'];

/** `start_spelling`: a session of a level (maybe one rule) or of a list: the first word's audio, never a spelling. */
export function startSpelling(input: z.infer<typeof contract.request>): Promise<SpellingSession> {
  return call('start_spelling', input, { showSuccessToast: false, schema: contract.response });
}

export const useStartSpelling = () => useMutation({ mutationFn: startSpelling });
