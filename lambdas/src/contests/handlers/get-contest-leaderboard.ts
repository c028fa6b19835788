import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { contestLeaderboard } from '#contests/contests';

/** A contest's standings (public ids, first names and avatars only) and the profile's own row. */
export const handler = httpHandler(api.getContestLeaderboard, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'contest_leaderboard_loaded', data: await contestLeaderboard(identity.sub, body.profileId, body.contestId) };
});
