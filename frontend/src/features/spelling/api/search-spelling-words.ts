import { searchSpellingWords as contract } from '@plume/shared/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { spellingKeys } from './query-keys';

export type FoundWord = z.infer<typeof contract.response>['words'][number];

/** `search_spelling_words`: bank words matching what a parent types, accents aside. */
export function searchSpellingWords(query: string): Promise<FoundWord[]> {
  return call('search_spelling_words', { query }, { showSuccessToast: false, schema: contract.response }).then((data) => data.words);
}

export const useSearchSpellingWords = (query: string) =>
  useQuery({ queryKey: spellingKeys.search(query), queryFn: () => searchSpellingWords(query), enabled: query.trim().length > 0, placeholderData: keepPreviousData, staleTime: Infinity });
