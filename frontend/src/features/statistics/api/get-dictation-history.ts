import { getDictationHistory as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

export type DictationHistory = z.infer<typeof contract.response>;
export type DictationAttempt = DictationHistory['attempts'][number];

/** `get_dictation_history`: a profile's corrected dictations, each with its marks under every barème and its mistakes by category. */
export function getDictationHistory(input: { profileId: string }): Promise<DictationHistory> {
  return apiCall({ path: contract.name, data: input, showSuccessToast: false, schema: contract.response });
}

export const dictationHistoryQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: statisticsKeys.dictations(profileId), queryFn: () => getDictationHistory({ profileId }) });

export const useDictationHistory = (profileId: string) => useQuery(dictationHistoryQueryOptions(profileId));
