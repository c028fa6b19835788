import { getCrosswords as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

export type CrosswordStatistics = z.infer<typeof contract.response>;

/** `get_crosswords`: the profile's recent grids and how many it solved, for the « Mots croisés » block. */
export function getCrosswordStatistics(input: { profileId: string }): Promise<CrosswordStatistics> {
  return call('get_crosswords', input, { showSuccessToast: false, schema: contract.response });
}

export const crosswordStatisticsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: [...statisticsKeys.profile(profileId), 'crosswords'], queryFn: () => getCrosswordStatistics({ profileId }) });

export const useCrosswordStatistics = (profileId: string) => useQuery(crosswordStatisticsQueryOptions(profileId));
