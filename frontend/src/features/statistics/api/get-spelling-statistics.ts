import { getSpellingStatistics as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

export type SpellingStatistics = z.infer<typeof contract.response>;

/** `get_spelling_statistics`: words right the first time over the profile's spelling sessions, overall and per rule. */
export function getSpellingStatistics(input: { profileId: string }): Promise<SpellingStatistics> {
  return call('get_spelling_statistics', input, { showSuccessToast: false, schema: contract.response });
}

export const spellingStatisticsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: [...statisticsKeys.profile(profileId), 'spelling'], queryFn: () => getSpellingStatistics({ profileId }) });

export const useSpellingStatistics = (profileId: string) => useQuery(spellingStatisticsQueryOptions(profileId));
