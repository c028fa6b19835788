import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { coinHistorySchema, type CoinHistory } from '@plume/shared/account';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';

export type { CoinEntry, CoinHistory } from '@plume/shared/account';

/** `get_coin_history`: the balance and a page of movements, newest first; `before` is a sequence number. */
export function getCoinHistory(input: { profileId: string; before?: number }): Promise<CoinHistory> {
  return call('get_coin_history', input, { showSuccessToast: false, schema: coinHistorySchema });
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
