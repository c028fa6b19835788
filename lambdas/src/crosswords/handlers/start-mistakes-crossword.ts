import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { startMistakesCrossword } from '#crosswords/start-mistakes-crossword';

/** « Mes mots croisés »: a grid of the profile's due mistaken words, or 409 when there are too few. */
export const handler = httpHandler(api.startMistakesCrossword, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { status: 201, message: 'crossword_started', data: await startMistakesCrossword(identity.sub, body.profileId) };
});
