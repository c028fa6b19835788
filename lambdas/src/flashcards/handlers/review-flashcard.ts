import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getMemorySettings } from '#flashcards/data/flashcards';
import { reviewFlashcard } from '#flashcards/review-flashcard';

/** Applies a self-graded review (1–4) once per client review id, logged; answers with the card's new schedule. */
export const handler = httpHandler(api.reviewFlashcard, async ({ body, identity }) => {
  const [, { memory }] = await Promise.all([assertOwnProfile(identity, body.profileId), getMemorySettings(body.profileId)]);
  const { profileId, ...review } = body;
  return { message: 'flashcard_reviewed', data: await reviewFlashcard({ uid: identity.sub, profileId }, review, memory) };
});
