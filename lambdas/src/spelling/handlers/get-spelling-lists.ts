import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listLists } from '#spelling/data/spelling';

/** The word lists made for a profile, most recently changed first. */
export const handler = httpHandler(api.getSpellingLists, async ({ body, identity }) => {
  const [, lists] = await Promise.all([assertOwnProfile(identity, body.profileId), listLists(body.profileId)]);
  return { message: 'spelling_lists_loaded', data: { lists } };
});
