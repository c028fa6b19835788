import { getDictationHistory as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { learnerHomeKeys } from './query-keys';

export type DictationHistory = z.infer<typeof contract.response>;
export type DictationAttempt = DictationHistory['attempts'][number];

/** `get_dictation_history`: the profile's corrected dictations (its latest marks, and the days it wrote one). */
export function getDictationHistory(input: { profileId: string }): Promise<DictationHistory> {
  return apiCall({ path: contract.name, data: input, showSuccessToast: false, schema: contract.response });
}

export const dictationHistoryQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: learnerHomeKeys.dictationHistory(profileId), queryFn: () => getDictationHistory({ profileId }) });

export const useDictationHistory = (profileId: string) => useQuery(dictationHistoryQueryOptions(profileId));
