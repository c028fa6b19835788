import { adminDictationPassageSavedSchema, type AdminAddDictationPassageRequest, type AdminUpdateDictationPassageRequest } from '@plume/shared/dictation/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminPassageKeys } from './query-keys';

/** `admin/add_dictation_passage`: a new passage in a level (its id comes from the level and the title). */
export function addPassage(request: AdminAddDictationPassageRequest) {
  return call('admin/add_dictation_passage', request, { schema: adminDictationPassageSavedSchema }).then(({ passage }) => passage);
}

/** `admin/update_dictation_passage`: the passage's fields and hidden flag, over the version it was read at. */
export function updatePassage(request: AdminUpdateDictationPassageRequest) {
  return call('admin/update_dictation_passage', request, { schema: adminDictationPassageSavedSchema }).then(({ passage }) => passage);
}

/**
 * Either save, then every loaded level and search again. A refused edit (someone saved in between) reloads too, so
 * the admin sees the other change and its new version before trying again.
 */
export function useSavePassage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { add: AdminAddDictationPassageRequest } | { update: AdminUpdateDictationPassageRequest }) => ('add' in request ? addPassage(request.add) : updatePassage(request.update)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPassageKeys.all }),
  });
}
