import { profileRequestSchema } from '@plume/shared';
import { httpHandler } from '#lib/http';
import { assertOwnProfile } from '#lib/profiles';
import { listBookmarks } from '#data/bookmarks';

export const handler = httpHandler(profileRequestSchema, async ({ body, identity }) => {
  await assertOwnProfile(identity!, body.profileId);
  return { message: 'bookmarks_loaded', data: { bookmarks: await listBookmarks(body.profileId) } };
});
