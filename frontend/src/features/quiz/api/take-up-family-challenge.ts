import { takeUpFamilyChallenge as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';
import type { GameSetup } from './schemas';

/**
 * `take_up_family_challenge`: the relative's round against the challenger's ghost (404 `family_challenge_not_found`,
 * 409 `family_challenge_not_open` / `family_challenge_expired`).
 */
export function takeUpFamilyChallenge(input: { profileId: string; challengeId: string }): Promise<GameSetup> {
  return call('take_up_family_challenge', input, { showSuccessToast: false, schema: contract.response });
}

export function useTakeUpFamilyChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeUpFamilyChallenge,
    // Taken up or refused (expired, already played), the list no longer says what it said.
    onSettled: (_, __, { profileId }) => queryClient.invalidateQueries({ queryKey: quizKeys.familyChallenges(profileId) }),
  });
}
