import { adminDictationPassageListSchema, type AdminListDictationPassagesRequest } from '@plume/shared/dictation/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminPassageKeys } from './query-keys';

/** `admin/list_dictation_passages`: a level's passages, hidden ones included, narrowed by a search when there is one. */
export function listPassages(request: AdminListDictationPassagesRequest) {
  return call('admin/list_dictation_passages', request, { showSuccessToast: false, schema: adminDictationPassageListSchema }).then(({ passages }) => passages);
}

export const adminPassagesQueryOptions = (request: Required<AdminListDictationPassagesRequest>) =>
  queryOptions({ queryKey: adminPassageKeys.level(request.level, request.search), queryFn: () => listPassages(request.search ? request : { level: request.level }) });

/** The previous answer stays on screen while a new search loads, so the table does not flicker at each letter. */
export const useAdminPassages = (request: Required<AdminListDictationPassagesRequest>) => useQuery({ ...adminPassagesQueryOptions(request), placeholderData: keepPreviousData });
