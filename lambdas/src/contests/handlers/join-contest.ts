import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { joinContest } from '#contests/contests';

/** Enters the profile in a contest: the entry fee and the entry in one transaction (docs/contests.md). */
export const handler = httpHandler(api.joinContest, async ({ body, identity }) => {
  const profile = await assertOwnProfile(identity, body.profileId);
  return { status: 201, message: 'contest_joined', data: await joinContest(identity, profile, body.contestId) };
});
