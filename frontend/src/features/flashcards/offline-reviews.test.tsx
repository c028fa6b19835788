import { dueFlashcardsSchema, flashcardDecksSchema, flashcardStatisticsSchema } from '@plume/shared/flashcards/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsTo } from '@/test/fake-backend';
import { dueCard, flashcardsBehindNetwork } from '@/test/flashcards-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';

const card = (word: string) => dueCard('mes-erreurs', 'mistake', word);

const decks = flashcardDecksSchema.parse({ decks: [{ deckId: 'mes-erreurs', name: 'Mes erreurs', kind: 'mistakes', cards: 3, due: 3 }], levels: [], settings: { requestRetention: 0.9 } });
const due = dueFlashcardsSchema.parse({ due: 3, cards: [card('jardin'), card('souris'), card('effacé')] });
const statistics = flashcardStatisticsSchema.parse({
  cards: 3, dueNow: 3, reviews30d: 0, readiness: [], settings: { requestRetention: 0.9 }, memoryModel: { reviews: 0, threshold: 400 },
  forecast: Array.from({ length: 30 }, (_, day) => ({ date: new Date(Date.UTC(2026, 10, 25 + day)).toISOString().slice(0, 10), due: day === 0 ? 3 : 0 })),
});

/** The server refuses the card « effacé » (deleted on another device meanwhile). */
const offlineCapableBackend = () => flashcardsBehindNetwork({
  decks, statistics, due,
  refuse: (cardId) => (cardId === 'effacé' ? jsonResponse(404, { error: true, message: 'Cette carte n’existe plus.', code: 'flashcard_not_found' }) : undefined),
});

/** The flashcards page opened online, and the first deck's review started. */
async function reviewingOnline() {
  const user = userEvent.setup();
  const backend = offlineCapableBackend();
  await renderFreshApp('/flashcard/', signInParent);
  const list = await screen.findByRole('list', { name: 'Vos paquets' });
  await user.click(within(list).getByRole('button', { name: /Réviser/ }));
  await screen.findByTestId('flashcard');
  return { user, ...backend };
}

describe('flashcard reviews without network', () => {
  it('keeps the grades given offline, says how many wait, and sends each once when the network returns', async () => {
    const { user, fetchMock, setNetwork } = await reviewingOnline();

    // The network drops: the grades stay on the device, and the page says so.
    setNetwork(false);
    expect(await screen.findByText(/^Hors ligne\s: vos notes restent sur cet appareil/)).toBeInTheDocument();
    for (const key of ['3', '1', '4']) {
      await user.keyboard(' ');
      await user.keyboard(key);
    }
    expect(await screen.findByText('3 révisions en attente d’envoi')).toBeInTheDocument();
    expect(screen.getByText('3 cartes révisées. Bravo !')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/review_flashcard')).toHaveLength(0);

    // Back online: sent oldest first, each with its own review id; the refused one is dropped and said.
    setNetwork(true);
    expect(await screen.findByText('2 révisions en attente envoyées.')).toBeInTheDocument();
    const sent = await Promise.all(requestsTo(fetchMock, '/api/review_flashcard').map((request) => request.json() as Promise<{ cardId: string; reviewId: string; rating: number }>));
    expect(sent.map(({ cardId, rating }) => [cardId, rating])).toEqual([['jardin', 3], ['souris', 1], ['effacé', 4]]);
    expect(new Set(sent.map(({ reviewId }) => reviewId)).size).toBe(3);
    // (Testing Library reads the no-break space before « : » as a space.)
    expect(screen.getAllByText('1 révision refusée par le serveur n’a pas été enregistrée : Cette carte n’existe plus.').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText(/en attente d’envoi/)).not.toBeInTheDocument();

    // Nothing is sent twice.
    await user.click(screen.getByRole('button', { name: 'Retour aux paquets' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/get_flashcard_decks').length).toBeGreaterThanOrEqual(2));
    expect(requestsTo(fetchMock, '/api/review_flashcard')).toHaveLength(3);
  });

  it('reviews a deck opened offline from the cards kept last time, without those already graded', async () => {
    const { user, fetchMock, setNetwork } = await reviewingOnline();

    // One card graded online, then the review is left and the network drops.
    await user.keyboard(' ');
    await user.keyboard('3');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/review_flashcard')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Arrêter la révision' }));
    setNetwork(false);

    // Opened again offline: the two cards left, from the copy kept on the device.
    await user.click(within(await screen.findByRole('list', { name: 'Vos paquets' })).getByRole('button', { name: /Réviser/ }));
    expect(await screen.findByTestId('review-progress')).toHaveTextContent('Carte 1 sur 2');
    await user.keyboard(' ');
    expect(screen.getByTestId('flashcard-answer')).toHaveTextContent('souris');
  });
});
