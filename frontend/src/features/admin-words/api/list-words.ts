import { adminSpellingWordListSchema, type AdminListSpellingWordsRequest } from '@plume/shared/spelling/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminWordKeys } from './query-keys';

/** `admin/list_spelling_words`: a level's words, hidden ones included, narrowed by a search when there is one. */
export function listWords(request: AdminListSpellingWordsRequest) {
  return call('admin/list_spelling_words', request, { showSuccessToast: false, schema: adminSpellingWordListSchema }).then(({ words }) => words);
}

export const adminWordsQueryOptions = (request: Required<AdminListSpellingWordsRequest>) =>
  queryOptions({ queryKey: adminWordKeys.level(request.level, request.search), queryFn: () => listWords(request.search ? request : { level: request.level }) });

/** The previous answer stays on screen while a new search loads, so the table does not flicker at each letter. */
export const useAdminWords = (request: Required<AdminListSpellingWordsRequest>) => useQuery({ ...adminWordsQueryOptions(request), placeholderData: keepPreviousData });
