import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { saveFlashcardSettings } from '#flashcards/data/flashcards';

/** The retention target FSRS schedules the profile's next reviews for (0.80–0.97); past schedules stay as they are. */
export const handler = httpHandler(api.updateFlashcardSettings, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  await saveFlashcardSettings(body.profileId, body.settings);
  return { message: 'flashcard_settings_saved', data: body.settings };
});
