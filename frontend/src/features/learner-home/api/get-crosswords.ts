import { getCrosswords as contract } from '@plume/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { keptQueryOptions } from '@/lib/kept-answers';
import { learnerHomeKeys } from './query-keys';

export type CrosswordList = z.infer<typeof contract.response>;
export type CrosswordSummary = CrosswordList['puzzles'][number];

/** `get_crosswords`: the profile's recent grids (an unfinished one to resume) and how many it solved. */
export function getCrosswords(input: { profileId: string }, { quiet = false } = {}): Promise<CrosswordList> {
  return call('get_crosswords', input, { showSuccessToast: false, quiet, schema: contract.response });
}

export const crosswordsQueryOptions = (profileId: string) => keptQueryOptions(learnerHomeKeys.crosswords(profileId), () => getCrosswords({ profileId }, { quiet: true }));

export const useCrosswords = (profileId: string) => useQuery(crosswordsQueryOptions(profileId));
