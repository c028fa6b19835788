import { randomUUID } from 'node:crypto';
import { Refusal } from '@plume/shared';
import * as api from '@plume/shared/endpoints';
import { MAX_DECKS } from '@plume/shared/flashcards';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { createDeck, listDecks } from '#flashcards/data/flashcards';

/** A deck of the profile's own, empty (at most 50: counted before the write, so a burst may pass it by a few). */
export const handler = httpHandler(api.createFlashcardDeck, async ({ body, identity }) => {
  const [, decks] = await Promise.all([assertOwnProfile(identity, body.profileId), listDecks(body.profileId)]);
  if (decks.filter((deck) => !deck.level).length >= MAX_DECKS) throw new Refusal('conflict', 'flashcard_deck_limit');
  const deck = { deckId: randomUUID(), name: body.name, createdAt: new Date().toISOString() };
  await createDeck(body.profileId, deck);
  return { status: 201, message: 'flashcard_deck_created', data: { deck: { deckId: deck.deckId, name: deck.name, kind: 'custom' as const, cards: 0, due: 0 } } };
});
