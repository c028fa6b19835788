import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { revealCrossword } from '#crosswords/reveal-crossword';

/** The letters of a cell or a word, paid with coins once (ledger and reveal record in one transaction). */
export const handler = httpHandler(api.revealCrossword, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'crossword_revealed', data: await revealCrossword(body) };
});
