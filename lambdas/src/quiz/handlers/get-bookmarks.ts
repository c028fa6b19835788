import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listBookmarks } from '#quiz/data/bookmarks';

export const handler = httpHandler(api.getBookmarks, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'bookmarks_loaded', data: { bookmarks: await listBookmarks(body.profileId) } };
});
