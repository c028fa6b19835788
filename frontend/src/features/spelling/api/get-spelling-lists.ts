import { getSpellingLists as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { spellingKeys } from './query-keys';

export type SpellingList = z.infer<typeof contract.response>['lists'][number];

/** `get_spelling_lists`: the word lists made for a profile. */
export function getSpellingLists(input: { profileId: string }): Promise<SpellingList[]> {
  return call('get_spelling_lists', input, { showSuccessToast: false, schema: contract.response }).then((data) => data.lists);
}

export const spellingListsQueryOptions = (profileId: string) => queryOptions({ queryKey: spellingKeys.lists(profileId), queryFn: () => getSpellingLists({ profileId }) });

export const useSpellingLists = (profileId: string) => useQuery(spellingListsQueryOptions(profileId));
