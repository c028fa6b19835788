import { removeBookmarkRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { assertOwnProfile } from '#lib/profiles';
import { removeBookmark } from '#data/bookmarks';

export const handler = httpHandler(removeBookmarkRequestSchema, async ({ body, identity }) => {
  await assertOwnProfile(identity!, body.profileId);
  if (!(await removeBookmark(body.profileId, body.bookmarkId))) throw new HttpError(409, 'bookmark_remove_failed');
  return { message: 'question_removed_from_bookmark', data: { bookmarkId: body.bookmarkId } };
});
