import type { Flashcard } from '@plume/shared/flashcards';
import { profileExists } from '#account/data/accounts';
import { putCardIfAbsent } from '#flashcards/data/flashcards';

/**
 * Saves « Mes erreurs » cards for a profile that still exists. Each card is a put conditioned on its key (the
 * normalized word) being free, so a replayed event, or the same word missed again later, creates nothing and resets
 * nothing: the card keeps its schedule. `cards` is only called for a live profile (it may read the table).
 */
export async function addMistakeCards(uid: string, profileId: string, cards: () => Promise<Flashcard[]> | Flashcard[]): Promise<void> {
  if (!(await profileExists(uid, profileId))) return;
  for (const card of await cards()) await putCardIfAbsent(profileId, card);
}
