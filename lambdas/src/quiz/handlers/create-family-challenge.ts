import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getSystemConfiguration } from '#settings/data/settings';
import { createFamilyChallenge } from '#quiz/family-challenges';
import { gameSetup } from '#quiz/game-lifecycle';

/** A profile challenges a relative; its own round starts now and plays as any game (`next_question`, `answer_quiz`). */
export const handler = httpHandler(api.createFamilyChallenge, async ({ body, identity }) => {
  const [challenger, configuration] = await Promise.all([assertOwnProfile(identity, body.profileId), getSystemConfiguration()]);
  const game = await createFamilyChallenge(identity, challenger, body, configuration!, Date.now());
  return { status: 201, message: 'family_challenge_started', data: gameSetup(game) };
});
