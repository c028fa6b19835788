import { adminSetAccountStatus as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `admin/set_account_status`: deactivate or reactivate one account (never the admin's own). */
export function setAccountStatus(input: z.input<typeof contract.request>) {
  return call('admin/set_account_status', input);
}

/** Whatever the answer, the list on screen may be out of date: read it again. */
export function useSetAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAccountStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'accounts'] }) });
}
