import * as api from '@plume/shared/endpoints';
import { dueCount, MISTAKES_DECK_ID, type FlashcardDeck } from '@plume/shared/flashcards';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getFlashcardSettings, listCards, listDecks, newCardsLeftToday } from '#flashcards/data/flashcards';
import { levelDecks } from '#flashcards/level-decks';

/**
 * « Mes erreurs » first, then the profile's decks (its own and the levels it added), each with its number of cards and
 * of cards to study now (new ones within the day's budget); and every level's built-in deck, added or not.
 */
export const handler = httpHandler(api.getFlashcardDecks, async ({ body, identity }) => {
  const now = new Date();
  const [, decks, cards, settings, newLeft] = await Promise.all([assertOwnProfile(identity, body.profileId), listDecks(body.profileId), listCards(body.profileId), getFlashcardSettings(body.profileId), newCardsLeftToday(body.profileId, now)]);
  const summary = (deckId: string, name: string, kind: FlashcardDeck['kind']): FlashcardDeck => {
    const schedules = cards.filter((card) => card.deckId === deckId).map((card) => card.schedule);
    return { deckId, name, kind, cards: schedules.length, due: dueCount(schedules, now, newLeft) };
  };
  return {
    message: 'flashcard_decks_loaded',
    data: {
      decks: [summary(MISTAKES_DECK_ID, 'Mes erreurs', 'mistakes'), ...decks.map((deck) => summary(deck.deckId, deck.name, deck.level ? 'level' : 'custom'))],
      levels: await levelDecks(decks),
      settings,
    },
  };
});
