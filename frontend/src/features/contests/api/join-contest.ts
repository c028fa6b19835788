import { joinContest as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { contestKeys } from './query-keys';

/** `join_contest`: the entry fee leaves the profile's coins with the entry, once. */
export function joinContest(input: z.input<typeof contract.request>) {
  return call('join_contest', input, { schema: contract.response });
}

export function useJoinContest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinContest, onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }) });
}
