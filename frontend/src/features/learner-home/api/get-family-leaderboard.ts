import { getFamilyLeaderboard as contract } from '@plume/shared/endpoints';
import type { FamilyLeaderboard } from '@plume/shared/quiz/play-requests';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { keptQueryOptions } from '@/lib/kept-answers';
import { learnerHomeKeys } from './query-keys';

export type { FamilyLeaderboard };

/** `get_family_leaderboard`: this month's points of every profile of the family, most first. */
export function getFamilyLeaderboard(input: { profileId: string }, { quiet = false } = {}): Promise<FamilyLeaderboard> {
  return call('get_family_leaderboard', input, { showSuccessToast: false, quiet, schema: contract.response });
}

export const familyLeaderboardQueryOptions = (profileId: string) => keptQueryOptions(learnerHomeKeys.family(profileId), () => getFamilyLeaderboard({ profileId }, { quiet: true }));

export const useFamilyLeaderboard = (profileId: string) => useQuery(familyLeaderboardQueryOptions(profileId));
