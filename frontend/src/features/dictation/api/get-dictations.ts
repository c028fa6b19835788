import { getDictations as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { dictationKeys } from './query-keys';

export type DictationCatalogue = z.infer<typeof contract.response>;
export type PassageSummary = DictationCatalogue['passages'][number];
export type UnfinishedDictation = DictationCatalogue['unfinished'][number];

/**
 * `get_dictations`: the passage bank with the profile's best mark and attempts on each, its dictation settings, and
 * its dictations started and not handed in yet (to resume).
 */
export function getDictations(input: { profileId: string }): Promise<DictationCatalogue> {
  return call('get_dictations', input, { showSuccessToast: false, schema: contract.response });
}

export const dictationsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: dictationKeys.catalogue(profileId), queryFn: () => getDictations({ profileId }) });

export const useDictations = (profileId: string) => useQuery(dictationsQueryOptions(profileId));
