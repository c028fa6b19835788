import { dueFlashcardsSchema, flashcardDecksSchema, flashcardStatisticsSchema } from '@plume/shared/flashcards/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const now = Date.now();
const inMs = (ms: number) => new Date(now + ms).toISOString();
const schedule = { due: inMs(-60_000), stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0 };
const next = { 1: inMs(60_000), 2: inMs(6 * 60_000), 3: inMs(10 * 60_000), 4: inMs(8 * 86_400_000) };
const card = (word: string) => ({ cardId: word, deckId: 'mes-erreurs', source: 'mistake', word, written: '', category: 'missing', rule: 'missing', point: 'vocabulaire', createdAt: inMs(-86_400_000), schedule, next });

const decks = flashcardDecksSchema.parse({ decks: [{ deckId: 'mes-erreurs', name: 'Mes erreurs', kind: 'mistakes', cards: 3, due: 3 }], levels: [], settings: { requestRetention: 0.9 } });
const due = dueFlashcardsSchema.parse({ due: 3, cards: [card('jardin'), card('souris'), card('effacé')] });
const statistics = flashcardStatisticsSchema.parse({
  cards: 3, dueNow: 3, reviews30d: 0, readiness: [], settings: { requestRetention: 0.9 }, memoryModel: { reviews: 0, threshold: 400 },
  forecast: Array.from({ length: 30 }, (_, day) => ({ date: new Date(Date.UTC(2026, 10, 25 + day)).toISOString().slice(0, 10), due: day === 0 ? 3 : 0 })),
});

/**
 * The network as the page sees it: `navigator.onLine` and its events, and `fetch` failing while it is down. The
 * server refuses the card « effacé » (deleted on another device meanwhile).
 */
function offlineCapableBackend() {
  const network = { up: true };
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => network.up);
  const fetchMock = stubSubscriberBackend({
    '/api/get_flashcard_decks': () => apiSuccess(decks),
    '/api/get_flashcard_statistics': () => apiSuccess(statistics),
    '/api/get_due_flashcards': () => apiSuccess(due),
    '/api/review_flashcard': async (request) => {
      const body = (await request.json()) as { cardId: string; reviewId: string; rating: number };
      if (body.cardId === 'effacé') return jsonResponse(404, { error: true, message: 'Cette carte n’existe plus.', code: 'flashcard_not_found' });
      const { next: _next, ...rest } = due.cards.find((c) => c.cardId === body.cardId)!;
      return apiSuccess({ card: { ...rest, schedule: { ...schedule, reps: 1, state: 1 } }, reviewId: body.reviewId, rating: body.rating, reviewedAt: inMs(0) });
    },
  });
  const reachable = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) => (network.up ? reachable(input, init) : Promise.reject(new TypeError('Failed to fetch'))));
  const setNetwork = (up: boolean) => {
    network.up = up;
    window.dispatchEvent(new Event(up ? 'online' : 'offline'));
  };
  // React Query's online manager and the navigator are one for every test file of the worker (screen files share it):
  // the next file starts online, whatever events this page's listeners still get.
  onTestFinished(() => {
    setNetwork(true);
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });
  return { fetchMock, setNetwork };
}

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
