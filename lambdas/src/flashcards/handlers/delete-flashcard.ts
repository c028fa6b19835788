import { Refusal } from '@plume/shared';
import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { deleteCard } from '#flashcards/data/flashcards';

/** Removes a card from a deck (« Mes erreurs » too: the same mistake made later brings it back, new). */
export const handler = httpHandler(api.deleteFlashcard, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  if (!(await deleteCard(body.profileId, body.deckId, body.cardId))) throw new Refusal('not_found', 'flashcard_not_found');
  return { message: 'flashcard_deleted', data: { cardId: body.cardId } };
});
