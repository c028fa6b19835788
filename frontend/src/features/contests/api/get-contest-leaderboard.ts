import { getContestLeaderboard as contract } from '@plume/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { contestKeys } from './query-keys';

export type ContestLeaderboard = z.infer<typeof contract.response>;
export type ContestRow = ContestLeaderboard['rows'][number];

/** `get_contest_leaderboard`: the standings (public faces only), each rank's prize and the profile's own row. */
export function getContestLeaderboard(input: { profileId: string; contestId: string }): Promise<ContestLeaderboard> {
  return call('get_contest_leaderboard', input, { showSuccessToast: false, schema: contract.response });
}

export const useContestLeaderboard = (profileId: string, contestId: string) =>
  useQuery({ queryKey: contestKeys.leaderboard(profileId, contestId), queryFn: () => getContestLeaderboard({ profileId, contestId }) });
