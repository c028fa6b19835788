import { adminSpellingWordSavedSchema, type AdminAddSpellingWordRequest, type AdminUpdateSpellingWordRequest } from '@plume/shared/spelling/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminWordKeys } from './query-keys';

/** `admin/add_spelling_word`: a new word in a level (its id comes from the level and the word). */
export function addWord(request: AdminAddSpellingWordRequest) {
  return call('admin/add_spelling_word', request, { schema: adminSpellingWordSavedSchema }).then(({ word }) => word);
}

/** `admin/update_spelling_word`: the word's fields and hidden flag, over the version it was read at. */
export function updateWord(request: AdminUpdateSpellingWordRequest) {
  return call('admin/update_spelling_word', request, { schema: adminSpellingWordSavedSchema }).then(({ word }) => word);
}

/**
 * Either save, then every loaded level and search again. A refused edit (someone saved in between) reloads too, so
 * the admin sees the other change and its new version before trying again.
 */
export function useSaveWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { add: AdminAddSpellingWordRequest } | { update: AdminUpdateSpellingWordRequest }) => ('add' in request ? addWord(request.add) : updateWord(request.update)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWordKeys.all }),
  });
}
