import { getCrosswords as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { learnerHomeKeys } from './query-keys';

export type CrosswordList = z.infer<typeof contract.response>;
export type CrosswordSummary = CrosswordList['puzzles'][number];

/** `get_crosswords`: the profile's recent grids (an unfinished one to resume) and how many it solved. */
export function getCrosswords(input: { profileId: string }): Promise<CrosswordList> {
  return call('get_crosswords', input, { showSuccessToast: false, schema: contract.response });
}

export const crosswordsQueryOptions = (profileId: string) => queryOptions({ queryKey: learnerHomeKeys.crosswords(profileId), queryFn: () => getCrosswords({ profileId }) });

export const useCrosswords = (profileId: string) => useQuery(crosswordsQueryOptions(profileId));
