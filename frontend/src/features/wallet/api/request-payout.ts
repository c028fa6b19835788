import { requestPayout as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { walletKeys } from './query-keys';

/** `request_payout`: the coins are held at once; the request waits for finance (3 to 5 working days). */
export function requestPayout(input: z.input<typeof contract.request>) {
  return call('request_payout', input, { schema: contract.response });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestPayout, onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }) });
}
