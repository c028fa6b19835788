import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertHolderPresent, assertOwnProfile } from '#account/profiles';
import { deleteList } from '#spelling/data/spelling';

/** The account holder deletes a profile's word list; sessions already started from it keep their own words. */
export const handler = httpHandler(api.deleteSpellingList, async ({ body, identity }) => {
  await Promise.all([assertOwnProfile(identity, body.profileId), assertHolderPresent(identity)]);
  if (!(await deleteList(body.profileId, body.listId))) throw new Refusal('not_found', 'spelling_list_not_found');
  return { message: 'spelling_list_deleted', data: { listId: body.listId } };
});
