import { Refusal } from '@plume/shared';
import * as api from '@plume/shared/endpoints';
import { MAX_CARDS_PER_DECK, newSchedule, normalizedWordKey, type Flashcard } from '@plume/shared/flashcards';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listCards, putCardIfAbsent } from '#flashcards/data/flashcards';
import { assertDeck } from '#flashcards/decks';

/** Adds a word (and an optional note) to a deck, new and due at once; a word already in the deck is refused (409). */
export const handler = httpHandler(api.addFlashcard, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  const [, cards] = await Promise.all([assertDeck(body.profileId, body.deckId), listCards(body.profileId, body.deckId)]);
  if (cards.length >= MAX_CARDS_PER_DECK) throw new Refusal('conflict', 'flashcard_card_limit');
  const now = new Date();
  const card: Flashcard = {
    cardId: normalizedWordKey(body.word), deckId: body.deckId, source: 'custom', word: body.word,
    ...(body.note ? { note: body.note } : {}), createdAt: now.toISOString(), schedule: newSchedule(now),
  };
  if (!(await putCardIfAbsent(body.profileId, card))) throw new Refusal('conflict', 'flashcard_already_exists');
  return { status: 201, message: 'flashcard_added', data: { card } };
});
