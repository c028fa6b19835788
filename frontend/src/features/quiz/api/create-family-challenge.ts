import { createFamilyChallenge as contract } from '@plume/shared/endpoints';
import type { CreateFamilyChallengeRequest } from '@plume/shared/quiz/family-challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';
import type { GameSetup } from './schemas';

/**
 * `create_family_challenge`: the challenge and the challenger's round, whose game is played like any other (400
 * `family_challenge_self`, 404 `profile_not_found` / `no_questions_found`, 409 `family_challenge_limit`).
 */
export function createFamilyChallenge(input: CreateFamilyChallengeRequest): Promise<GameSetup> {
  return call('create_family_challenge', input, { showSuccessToast: false, schema: contract.response });
}

export function useCreateFamilyChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFamilyChallenge,
    onSuccess: (_, { profileId }) => queryClient.invalidateQueries({ queryKey: quizKeys.familyChallenges(profileId) }),
  });
}
