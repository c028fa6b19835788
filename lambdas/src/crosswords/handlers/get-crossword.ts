import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getCrossword } from '#crosswords/get-crossword';

/** A grid of the profile reopened (after a reload): no answers, the player's letters, bought letters, coins spent. */
export const handler = httpHandler(api.getCrossword, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'crossword_loaded', data: await getCrossword(body.profileId, body.puzzleId) };
});
