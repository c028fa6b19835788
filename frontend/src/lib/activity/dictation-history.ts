import { getDictationHistory as contract } from '@plume/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { keptQueryOptions } from '@/lib/kept-answers';

export type DictationHistory = z.infer<typeof contract.response>;
export type DictationAttempt = DictationHistory['attempts'][number];

/**
 * The dictation history's key, read by the statistics and the learner's home. It sits under the statistics' key
 * (`['statistics', id]`), which a finished spelling session invalidates with the rest of the statistics.
 */
export const dictationHistoryKey = (profileId: string) => ['statistics', profileId, 'dictations'] as const;

/** `get_dictation_history`: a profile's corrected dictations, each with its marks under every barème and its mistakes by category. */
export function getDictationHistory(input: { profileId: string }, { quiet = false } = {}): Promise<DictationHistory> {
  return call(contract.name, input, { showSuccessToast: false, quiet, schema: contract.response });
}

export const dictationHistoryQueryOptions = (profileId: string) => keptQueryOptions(dictationHistoryKey(profileId), () => getDictationHistory({ profileId }, { quiet: true }));

export const useDictationHistory = (profileId: string) => useQuery(dictationHistoryQueryOptions(profileId));
