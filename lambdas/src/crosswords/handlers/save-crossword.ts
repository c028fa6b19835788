import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { saveCrossword } from '#crosswords/save-crossword';

/** The player's letters, saved as they play; a late or repeated save changes nothing. */
export const handler = httpHandler(api.saveCrossword, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'crossword_saved', data: await saveCrossword(body) };
});
