import { financeReviewPayout as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { financePayoutKeys } from './query-keys';

/** `finance/review_payout`: approve, mark paid or reject (with a reason) one request. */
export function reviewPayout(input: z.input<typeof contract.request>) {
  return call('finance/review_payout', input, { schema: contract.response });
}

/** Any answer, even a refusal (someone else moved the request first), means the queue on screen is out of date. */
export function useReviewPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewPayout, onSettled: () => queryClient.invalidateQueries({ queryKey: financePayoutKeys.all }) });
}
