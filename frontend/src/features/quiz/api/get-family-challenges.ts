import { getFamilyChallenges as contract } from '@plume/shared/endpoints';
import type { FamilyChallenge, FamilyChallenges } from '@plume/shared/quiz/family-challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';

export type { FamilyChallenge, FamilyChallenges };

/** `get_family_challenges`: the profile's challenges, sent and received, newest first (expired ones flagged as such). */
export function getFamilyChallenges(input: { profileId: string }): Promise<FamilyChallenges> {
  return call('get_family_challenges', input, { showSuccessToast: false, schema: contract.response });
}

export const familyChallengesQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: quizKeys.familyChallenges(profileId), queryFn: () => getFamilyChallenges({ profileId }) });

export const useFamilyChallenges = (profileId: string) => useQuery(familyChallengesQueryOptions(profileId));
