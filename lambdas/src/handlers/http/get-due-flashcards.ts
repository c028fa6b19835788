import * as api from '@plume/shared/endpoints';
import { isDue, nextDueByRating } from '@plume/shared/flashcards';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#accounts/profiles';
import { getMemorySettings, listCards } from '#data/flashcards';
import { assertDeck } from '#flashcards/decks';

/** The deck's cards due now, most overdue first, front and back (self-graded), with each rating's next due date. */
export const handler = httpHandler(api.getDueFlashcards, async ({ body, identity }) => {
  await assertOwnProfile(identity!, body.profileId);
  const [, cards, { memory }] = await Promise.all([assertDeck(body.profileId, body.deckId), listCards(body.profileId, body.deckId), getMemorySettings(body.profileId)]);
  const now = new Date();
  const due = cards.filter((card) => isDue(card.schedule, now)).sort((a, b) => a.schedule.due.localeCompare(b.schedule.due));
  return {
    message: 'flashcards_loaded',
    data: { due: due.length, cards: due.slice(0, body.limit ?? 20).map((card) => ({ ...card, next: nextDueByRating(card.schedule, now, memory) })) },
  };
});
