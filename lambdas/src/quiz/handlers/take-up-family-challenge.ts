import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { takeUpFamilyChallenge } from '#quiz/family-challenges';
import { gameSetup } from '#quiz/game-lifecycle';

/** The relative's round against the challenger's ghost; it plays as any game. */
export const handler = httpHandler(api.takeUpFamilyChallenge, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  const game = await takeUpFamilyChallenge(identity, body.profileId, body.challengeId, Date.now());
  return { status: 201, message: 'family_challenge_taken_up', data: gameSetup(game) };
});
