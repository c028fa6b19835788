import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { removeBookmark } from '#quiz/data/bookmarks';

export const handler = httpHandler(api.removeBookmark, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  if (!(await removeBookmark(body.profileId, body.bookmarkId))) throw new Refusal('conflict', 'bookmark_remove_failed');
  return { message: 'question_removed_from_bookmark', data: { bookmarkId: body.bookmarkId } };
});
