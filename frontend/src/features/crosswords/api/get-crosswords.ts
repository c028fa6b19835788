import { getCrosswords as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { crosswordKeys } from './query-keys';

export type CrosswordList = z.infer<typeof contract.response>;

/** `get_crosswords`: the profile's recent grids and how many it solved. */
export function getCrosswords(input: { profileId: string }): Promise<CrosswordList> {
  return call('get_crosswords', input, { showSuccessToast: false, schema: contract.response });
}

export const crosswordsQueryOptions = (profileId: string) => queryOptions({ queryKey: crosswordKeys.list(profileId), queryFn: () => getCrosswords({ profileId }) });

export const useCrosswords = (profileId: string) => useQuery(crosswordsQueryOptions(profileId));
