import { financeListPayouts as contract } from '@plume/shared/endpoints';
import type { PayoutStatus } from '@plume/shared/payouts/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { financePayoutKeys } from './query-keys';

export type PayoutQueue = z.infer<typeof contract.response>;
export type QueuedPayout = PayoutQueue['items'][number];

/** `finance/list_payouts`: the queue of one status (or all), newest first, filtered by a search. */
export function listPayouts(input: { status?: PayoutStatus; search?: string }): Promise<PayoutQueue> {
  return call('finance/list_payouts', input, { showSuccessToast: false, schema: contract.response });
}

export const usePayoutQueue = (status: PayoutStatus | 'all', search: string) =>
  useQuery({
    queryKey: financePayoutKeys.queue(status, search),
    queryFn: () => listPayouts({ ...(status === 'all' ? {} : { status }), ...(search ? { search } : {}) }),
    // Typing a search keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
