import { Refusal } from '@plume/shared';
import { MISTAKES_DECK_ID } from '@plume/shared/flashcards';
import { getDeck } from '#flashcards/data/flashcards';

/** « Mes erreurs » always exists; any other deck must be one of the profile's (404 otherwise). */
export async function assertDeck(profileId: string, deckId: string): Promise<void> {
  if (deckId === MISTAKES_DECK_ID) return;
  if (!(await getDeck(profileId, deckId))) throw new Refusal('not_found', 'flashcard_deck_not_found');
}
