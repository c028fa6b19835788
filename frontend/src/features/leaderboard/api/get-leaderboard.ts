import { avatars } from '@plume/shared/account';
import { leaderboardPeriods, type LeaderboardPeriod } from '@plume/shared/quiz/play-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { leaderboardKeys } from './query-keys';

/** A row names its player by an opaque public id; `mine` marks the family's rows, `you` the asking profile's, `hidden` a family row only the family sees. */
const rowSchema = z.object({
  rank: z.int(),
  publicId: z.string(),
  name: z.string(),
  // An avatar this build does not know yet is shown as the feather rather than failing the whole board.
  avatar: z.enum(avatars).catch('plume'),
  score: z.number(),
  mine: z.boolean(),
  you: z.boolean(),
  hidden: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof rowSchema>;
const leaderboardSchema = z.object({
  period: z.enum(leaderboardPeriods),
  key: z.string(),
  top: z.array(rowSchema),
  /** `approximate`: below the top 100, the place is estimated from the board's last snapshot (a few minutes old). */
  me: z.object({ rank: z.int(), approximate: z.boolean(), score: z.number(), hidden: z.boolean() }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** `get_leaderboard`: the top 100 of a period and where the asking profile stands (`me` is null before it plays). */
export function getLeaderboard(input: { profileId: string; period: LeaderboardPeriod }): Promise<Leaderboard> {
  return apiCall({ path: 'get_leaderboard', data: input, showSuccessToast: false, schema: leaderboardSchema });
}

export const leaderboardQueryOptions = (profileId: string, period: LeaderboardPeriod) =>
  queryOptions({ queryKey: leaderboardKeys.period(profileId, period), queryFn: () => getLeaderboard({ profileId, period }), staleTime: 30_000 });

export const useLeaderboard = (profileId: string, period: LeaderboardPeriod) => useQuery(leaderboardQueryOptions(profileId, period));
