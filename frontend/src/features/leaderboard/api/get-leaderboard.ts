import { leaderboardSchema, type Leaderboard, type LeaderboardPeriod } from '@plume/shared/quiz/play-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { leaderboardKeys } from './query-keys';

export type { Leaderboard, LeaderboardRow } from '@plume/shared/quiz/play-requests';

/** `get_leaderboard`: the top 100 of a period and where the asking profile stands (`me` is null before it plays). */
export function getLeaderboard(input: { profileId: string; period: LeaderboardPeriod }): Promise<Leaderboard> {
  return call('get_leaderboard', input, { showSuccessToast: false, schema: leaderboardSchema });
}

export const leaderboardQueryOptions = (profileId: string, period: LeaderboardPeriod) =>
  queryOptions({ queryKey: leaderboardKeys.period(profileId, period), queryFn: () => getLeaderboard({ profileId, period }), staleTime: 30_000 });

export const useLeaderboard = (profileId: string, period: LeaderboardPeriod) => useQuery(leaderboardQueryOptions(profileId, period));
