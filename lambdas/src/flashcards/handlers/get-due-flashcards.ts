import * as api from '@plume/shared/endpoints';
import { cardsForToday, nextDueByRating } from '@plume/shared/flashcards';
import { wordSsml } from '@plume/shared/spelling/session';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getMemorySettings, listCards, newCardsLeftToday } from '#flashcards/data/flashcards';
import { assertDeck } from '#flashcards/decks';
import { speechClips } from '#speech/speech-clips';

/**
 * The deck's cards to study now — its due reviews, most overdue first, then new cards within what is left of the
 * profile's new cards for the day — front and back (self-graded), with each rating's next due date; a card of a level
 * deck comes with its word said aloud (rendered once, then served from the speech store).
 */
export const handler = httpHandler(api.getDueFlashcards, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  const now = new Date();
  const [, cards, { memory }, newLeft] = await Promise.all([assertDeck(body.profileId, body.deckId), listCards(body.profileId, body.deckId), getMemorySettings(body.profileId), newCardsLeftToday(body.profileId, now)]);
  const due = cardsForToday(cards, now, newLeft);
  return {
    message: 'flashcards_loaded',
    data: { due: due.length, cards: await withAudio(due.slice(0, body.limit ?? 20).map((card) => ({ ...card, next: nextDueByRating(card.schedule, now, memory) }))) },
  };
});

async function withAudio<Card extends { source: string; word: string }>(cards: Card[]): Promise<(Card & { audio?: string })[]> {
  const spoken = cards.filter((card) => card.source === 'level');
  if (!spoken.length) return cards;
  const clips = await speechClips(spoken.map((card) => ({ ssml: wordSsml(card.word) })));
  const audioOf = new Map(spoken.map((card, index) => [card, clips[index]!.url]));
  return cards.map((card) => (audioOf.has(card) ? { ...card, audio: audioOf.get(card)! } : card));
}
