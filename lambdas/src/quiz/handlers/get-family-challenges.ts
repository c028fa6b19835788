import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { challengesOf } from '#quiz/family-challenges';

/** The profile's family challenges, sent and received, newest first. */
export const handler = httpHandler(api.getFamilyChallenges, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'family_challenges_loaded', data: { challenges: await challengesOf(identity.sub, body.profileId, Date.now()) } };
});
