import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getFlashcardSettings } from '#flashcards/data/flashcards';

/** The profile's retention target (0.90 until it chooses another). */
export const handler = httpHandler(api.getFlashcardSettings, async ({ body, identity }) => {
  const [, settings] = await Promise.all([assertOwnProfile(identity, body.profileId), getFlashcardSettings(body.profileId)]);
  return { message: 'flashcard_settings_loaded', data: settings };
});
