import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { addLevelDeck } from '#flashcards/level-decks';

/** Adds (or completes) the built-in deck of a school level: every word of the spelling bank for it, as new cards. */
export const handler = httpHandler(api.addLevelFlashcardDeck, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { status: 201, message: 'flashcard_deck_created', data: { deck: await addLevelDeck(body.profileId, body.level) } };
});
