import { getBattleStatistics as contract } from '@plume/shared/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type BattleStatistics = z.infer<typeof contract.response>;

export const battleStatsKeys = {
  all: ['battle-statistics'] as const,
  profile: (profileId: string) => [...battleStatsKeys.all, profileId] as const,
};

/** `get_battle_statistics`: totals and opponents with the first page of history; later pages from `cursor`. */
export function getBattleStatistics(input: { profileId: string; cursor?: string }): Promise<BattleStatistics> {
  return call(contract.name, input, { showSuccessToast: false, schema: contract.response });
}

export const battleStatisticsQueryOptions = (profileId: string) => infiniteQueryOptions({
  queryKey: battleStatsKeys.profile(profileId),
  queryFn: ({ pageParam }) => getBattleStatistics({ profileId, ...(pageParam ? { cursor: pageParam } : {}) }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor,
});

export const useBattleStatistics = (profileId: string) => useInfiniteQuery(battleStatisticsQueryOptions(profileId));
