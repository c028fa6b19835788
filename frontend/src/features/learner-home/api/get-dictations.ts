import { getDictations as contract } from '@plume/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { keptQueryOptions } from '@/lib/kept-answers';
import { learnerHomeKeys } from './query-keys';

export type DictationCatalogue = z.infer<typeof contract.response>;
export type PassageSummary = DictationCatalogue['passages'][number];

/** `get_dictations`: the passage bank with the profile's attempts and best mark on each (the day's suggestion). */
export function getDictations(input: { profileId: string }, { quiet = false } = {}): Promise<DictationCatalogue> {
  return call('get_dictations', input, { showSuccessToast: false, quiet, schema: contract.response });
}

export const dictationsQueryOptions = (profileId: string) => keptQueryOptions(learnerHomeKeys.dictations(profileId), () => getDictations({ profileId }, { quiet: true }));

export const useDictations = (profileId: string) => useQuery(dictationsQueryOptions(profileId));
