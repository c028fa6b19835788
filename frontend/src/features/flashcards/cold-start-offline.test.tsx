import { dueFlashcardsSchema, flashcardDecksSchema, flashcardStatisticsSchema } from '@plume/shared/flashcards/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memoryKeptAnswers, type KeptAnswersStore } from '@/lib/kept-answers';
import { requestsTo } from '@/test/fake-backend';
import { dueCard, flashcardsBehindNetwork } from '@/test/flashcards-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { memoryReviewQueue, type ReviewQueueStore } from './offline/review-queue';

const card = (word: string) => dueCard('voyage', 'custom', word);

const decks = flashcardDecksSchema.parse({
  decks: [{ deckId: 'mes-erreurs', name: 'Mes erreurs', kind: 'mistakes', cards: 0, due: 0 }, { deckId: 'voyage', name: 'Mots du voyage', kind: 'custom', cards: 2, due: 2 }],
  levels: [],
  settings: { requestRetention: 0.9 },
});
const due = dueFlashcardsSchema.parse({ due: 2, cards: [card('wagon'), card('quai')] });
const statistics = flashcardStatisticsSchema.parse({
  cards: 2, dueNow: 2, reviews30d: 0, readiness: [], settings: { requestRetention: 0.9 }, memoryModel: { reviews: 7, threshold: 400 },
  forecast: Array.from({ length: 30 }, (_, day) => ({ date: new Date(Date.UTC(2026, 10, 25 + day)).toISOString().slice(0, 10), due: day === 0 ? 2 : 0 })),
});
/** What the page reads and keeps, by query (the account holder plays: its profile id is the account's uid). */
const keptQueries = [['account', 'parent-1'], ['flashcards', 'profile', 'parent-1', 'decks'], ['flashcards', 'profile', 'parent-1', 'statistics']];

const backendBehindNetwork = () => flashcardsBehindNetwork({ decks, statistics, due });

/**
 * A page load: the app from fresh modules (a reload), on the same device — the kept answers and the review queue
 * outlive it, as IndexedDB does.
 */
async function loadPage(device: { kept: KeptAnswersStore; queue: ReviewQueueStore }, signIn: boolean) {
  await renderFreshApp('/flashcard/', async (modules) => {
    const [{ swapKeptAnswers }, { swapReviewQueue }] = await Promise.all([import('@/lib/kept-answers'), import('./offline/review-sync')]);
    swapKeptAnswers(device.kept);
    swapReviewQueue({ store: device.queue });
    if (signIn) await signInParent(modules);
  });
}

describe('a cold start without network', () => {
  it('opens the flashcards from the account and decks kept at the last visit, reviews a kept deck, and sends the grade once back online', async () => {
    // Prepare: a visit online reads the account, the decks and the statistics, and opens the deck's review (its due
    // cards are kept too); everything read is kept on the device.
    const user = userEvent.setup();
    const device = { kept: memoryKeptAnswers(), queue: memoryReviewQueue() };
    const { fetchMock, network } = backendBehindNetwork();
    await loadPage(device, true);
    await user.click(within(await screen.findByRole('list', { name: 'Vos paquets' })).getByRole('button', { name: /Réviser.*Mots du voyage/ }));
    await screen.findByTestId('flashcard');
    await user.click(screen.getByRole('button', { name: 'Arrêter la révision' }));
    for (const queryKey of keptQueries) await waitFor(async () => expect(await device.kept.kept('parent-1', JSON.stringify(queryKey))).toBeDefined());
    expect(screen.queryByTestId('kept-copy')).not.toBeInTheDocument();
    cleanup();

    // Act: the app opened again with no network at all.
    network.up = false;
    const readsBefore = fetchMock.mock.calls.length;
    await loadPage(device, false);

    // Assess: the page, from the copy, says so; no error where the decks would be.
    const list = await screen.findByRole('list', { name: 'Vos paquets' });
    expect(fetchMock.mock.calls.length).toBeGreaterThan(readsBefore);
    expect(await screen.findByTestId('kept-copy')).toHaveTextContent(/^Hors ligne\s: la page montre vos paquets tels que vus le .+, gardés sur cet appareil\.$/);
    expect(within(list).getByRole('heading', { name: 'Mots du voyage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByTestId('memory-model')).toHaveTextContent(/encore 393/);

    // The deck opens from its kept due cards, and a grade waits on the device.
    await user.click(within(list).getByRole('button', { name: /Réviser.*Mots du voyage/ }));
    expect(await screen.findByTestId('review-progress')).toHaveTextContent('Carte 1 sur 2');
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(await screen.findByText('1 révision en attente d’envoi')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/review_flashcard')).toHaveLength(0);

    // The network returns: the grade reaches the server once, and the server's answers replace the copy.
    network.up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('1 révision en attente envoyée.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arrêter la révision' }));
    await waitFor(() => expect(screen.queryByTestId('kept-copy')).not.toBeInTheDocument());
    const sent = await Promise.all(requestsTo(fetchMock, '/api/review_flashcard').map((request) => request.json() as Promise<{ cardId: string; rating: number }>));
    expect(sent.map(({ cardId, rating }) => [cardId, rating])).toEqual([['wagon', 3]]);
  });

  it('says it cannot load the decks, as before, when nothing was kept on this device', async () => {
    const device = { kept: memoryKeptAnswers(), queue: memoryReviewQueue() };
    const { network } = backendBehindNetwork();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadPage(device, true);
    await screen.findByRole('list', { name: 'Vos paquets' });
    cleanup();
    // Another visit's copy is gone (a sign-out deleted it): the store is empty again.
    device.kept = memoryKeptAnswers();

    network.up = false;
    await loadPage(device, false);

    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur');
    expect(screen.queryByRole('list', { name: 'Vos paquets' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('kept-copy')).not.toBeInTheDocument();
  });
});
