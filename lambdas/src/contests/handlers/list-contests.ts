import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { contestLists } from '#contests/contests';

/** Live, upcoming and past contests, with what the profile did in each and its coins (for the entry confirmation). */
export const handler = httpHandler(api.listContests, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'contests_loaded', data: await contestLists(body.profileId) };
});
