import { saveSpellingList as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { spellingKeys } from './query-keys';

export type SaveSpellingListInput = z.infer<typeof contract.request>;

/** `save_spelling_list`: creates a list (no `listId`) or replaces one. */
export function saveSpellingList(input: SaveSpellingListInput) {
  return call('save_spelling_list', input, { schema: contract.response });
}

export function useSaveSpellingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpellingList,
    onSuccess: (_list, input) => Promise.all([
      queryClient.invalidateQueries({ queryKey: spellingKeys.lists(input.profileId) }),
      queryClient.invalidateQueries({ queryKey: spellingKeys.catalogue(input.profileId) }),
    ]),
  });
}
