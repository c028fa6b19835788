import { deleteSpellingList as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { spellingKeys } from './query-keys';

/** `delete_spelling_list`: the list goes; sessions already started from it keep their words. */
export function deleteSpellingList(input: z.infer<typeof contract.request>) {
  return call('delete_spelling_list', input, { schema: contract.response });
}

export function useDeleteSpellingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpellingList,
    onSuccess: (_deleted, input) => Promise.all([
      queryClient.invalidateQueries({ queryKey: spellingKeys.lists(input.profileId) }),
      queryClient.invalidateQueries({ queryKey: spellingKeys.catalogue(input.profileId) }),
    ]),
  });
}
