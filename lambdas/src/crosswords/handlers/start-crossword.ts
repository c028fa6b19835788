import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { startCrossword } from '#crosswords/start-crossword';

/** A new grid of the level for the profile: its shape and clues, never its answers. */
export const handler = httpHandler(api.startCrossword, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { status: 201, message: 'crossword_started', data: await startCrossword(identity.sub, body.profileId, body.level) };
});
