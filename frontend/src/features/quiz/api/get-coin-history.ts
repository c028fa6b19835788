import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { quizKeys } from './query-keys';

const entrySchema = z.object({ sequence: z.int(), amount: z.number(), balanceAfter: z.number(), reason: z.string(), idempotencyKey: z.string(), at: z.string() });
const historySchema = z.object({ balance: z.number(), earned: z.number(), spent: z.number(), entries: z.array(entrySchema), hasMore: z.boolean() });
export type CoinHistory = z.infer<typeof historySchema>;
export type CoinEntry = z.infer<typeof entrySchema>;

/** `get_coin_history`: the balance and a page of movements, newest first; `before` is a sequence number. */
export function getCoinHistory(input: { profileId: string; before?: number }): Promise<CoinHistory> {
  return apiCall({ path: 'get_coin_history', data: input, showSuccessToast: false, schema: historySchema });
}

export const coinHistoryQueryOptions = (profileId: string) =>
  infiniteQueryOptions({
    queryKey: quizKeys.coins(profileId),
    queryFn: ({ pageParam }) => getCoinHistory({ profileId, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.entries.at(-1)?.sequence : undefined),
  });

export function useCoinHistory(profileId: string | undefined) {
  return useInfiniteQuery({ ...coinHistoryQueryOptions(profileId ?? ''), enabled: !!profileId });
}
