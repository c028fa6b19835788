import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertHolderPresent, assertOwnProfile } from '#account/profiles';
import { saveList } from '#spelling/lists';

/** The account holder creates or edits a word list for one of the family's profiles. */
export const handler = httpHandler(api.saveSpellingList, async ({ body, identity }) => {
  await Promise.all([assertOwnProfile(identity, body.profileId), assertHolderPresent(identity)]);
  const { list, created } = await saveList(body.profileId, body);
  return { status: created ? 201 : 200, message: 'spelling_list_saved', data: list };
});
