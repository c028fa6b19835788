import { adminRedriveDeadLetter as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `admin/redrive_dead_letter`: puts one parked event back on the bus, then off its queue. */
export function redriveDeadLetter(input: z.input<typeof contract.request>) {
  return call('admin/redrive_dead_letter', input, { schema: contract.response });
}

export function useRedriveDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redriveDeadLetter, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.deadLetters() }) });
}
