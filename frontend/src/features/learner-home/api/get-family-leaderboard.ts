import { getFamilyLeaderboard as contract } from '@plume/shared/endpoints';
import type { FamilyLeaderboard } from '@plume/shared/quiz/play-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { learnerHomeKeys } from './query-keys';

export type { FamilyLeaderboard };

/** `get_family_leaderboard`: this month's points of every profile of the family, most first. */
export function getFamilyLeaderboard(input: { profileId: string }): Promise<FamilyLeaderboard> {
  return call('get_family_leaderboard', input, { showSuccessToast: false, schema: contract.response });
}

export const familyLeaderboardQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: learnerHomeKeys.family(profileId), queryFn: () => getFamilyLeaderboard({ profileId }) });

export const useFamilyLeaderboard = (profileId: string) => useQuery(familyLeaderboardQueryOptions(profileId));
