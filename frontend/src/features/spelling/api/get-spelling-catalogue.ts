import { getSpellingCatalogue as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { spellingKeys } from './query-keys';

export type SpellingCatalogue = z.infer<typeof contract.response>;

/** `get_spelling_catalogue`: the bank's levels by rule, and the lists made for the profile. */
export function getSpellingCatalogue(input: { profileId: string }): Promise<SpellingCatalogue> {
  return call('get_spelling_catalogue', input, { showSuccessToast: false, schema: contract.response });
}

export const spellingCatalogueQueryOptions = (profileId: string) => queryOptions({ queryKey: spellingKeys.catalogue(profileId), queryFn: () => getSpellingCatalogue({ profileId }) });

export const useSpellingCatalogue = (profileId: string) => useQuery(spellingCatalogueQueryOptions(profileId));
