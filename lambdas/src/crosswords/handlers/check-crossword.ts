import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { checkCrossword } from '#crosswords/check-crossword';

/** Right and wrong cells of a letter, a word or the grid; a whole right grid is solved once. */
export const handler = httpHandler(api.checkCrossword, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  const result = await checkCrossword(body);
  return { message: result.solved ? 'crossword_solved' : 'crossword_checked', data: result };
});
