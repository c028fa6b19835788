import { dueFlashcardsSchema, flashcardDecksSchema, flashcardStatisticsSchema } from '@plume/shared/flashcards/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const now = Date.now();
const inMs = (ms: number) => new Date(now + ms).toISOString();
const schedule = { due: inMs(-60_000), stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0 };
const next = { 1: inMs(60_000), 2: inMs(6 * 60_000), 3: inMs(10 * 60_000), 4: inMs(8 * 86_400_000) };

// Canned answers, checked against the contract.
const decks = flashcardDecksSchema.parse({
  decks: [
    { deckId: 'mes-erreurs', name: 'Mes erreurs', kind: 'mistakes', cards: 2, due: 2 },
    { deckId: 'd-1', name: 'Mots du brevet', kind: 'custom', cards: 0, due: 0 },
  ],
  levels: [
    { level: 'cp', deckId: 'niveau-cp', words: 120, added: false },
    { level: 'ce1', deckId: 'niveau-ce1', words: 130, added: true },
  ],
  settings: { requestRetention: 0.9 },
});
const due = dueFlashcardsSchema.parse({
  due: 2,
  cards: [
    { cardId: 'jardin', deckId: 'mes-erreurs', source: 'mistake', word: 'jardin', written: 'jardain', category: 'lexical', rule: 'lexical', point: 'vocabulaire', example: 'Le chat joue dans le jardin.', createdAt: inMs(-86_400_000), schedule, next },
    { cardId: 'souris', deckId: 'mes-erreurs', source: 'mistake', word: 'souris', written: '', category: 'missing', rule: 'missing', point: 'vocabulaire', createdAt: inMs(-86_400_000), schedule, next },
  ],
});
const statistics = flashcardStatisticsSchema.parse({
  cards: 2, dueNow: 2, reviews30d: 0, readiness: [], settings: { requestRetention: 0.9 }, memoryModel: { reviews: 0, threshold: 400 },
  forecast: Array.from({ length: 30 }, (_, day) => ({ date: new Date(Date.UTC(2026, 10, 25 + day)).toISOString().slice(0, 10), due: day === 0 ? 2 : 0 })),
});

function flashcardBackend() {
  return stubSubscriberBackend({
    '/api/get_flashcard_decks': () => apiSuccess(decks),
    '/api/get_flashcard_statistics': () => apiSuccess(statistics),
    '/api/get_due_flashcards': () => apiSuccess(due),
    '/api/review_flashcard': async (request) => {
      const body = (await request.json()) as { cardId: string; reviewId: string; rating: number };
      const card = due.cards.find((c) => c.cardId === body.cardId)!;
      const { next: _next, ...rest } = card;
      return apiSuccess({ card: { ...rest, schedule: { ...schedule, reps: 1, state: 1, due: next[body.rating as 1] } }, reviewId: body.reviewId, rating: body.rating, reviewedAt: inMs(0) });
    },
  });
}

describe('flashcards', () => {
  it('lists the decks with their due cards and the 30-day forecast', async () => {
    flashcardBackend();
    await renderFreshApp('/flashcard/', signInParent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cartes mémoire' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Vos paquets' });
    const [mistakes, own] = within(list).getAllByRole('listitem');
    expect(within(mistakes!).getByRole('heading', { name: 'Mes erreurs' })).toBeInTheDocument();
    expect(mistakes).toHaveTextContent('2 cartes · 2 à revoir');
    expect(within(own!).getByRole('button', { name: /Réviser/ })).toBeDisabled();
    expect(await screen.findByRole('table', { name: 'Révisions des 30 prochains jours' })).toBeInTheDocument();
    expect(screen.getByTestId('forecast-summary')).toHaveTextContent(/^2 cartes à revoir sur 30 jours, 2 dès maintenant · objectif 90/);
    expect(screen.getByTestId('memory-model')).toHaveTextContent('ils s’ajusteront à votre mémoire après 400 révisions (encore 400)');
    const levels = screen.getByRole('list', { name: 'Paquets par niveau' });
    expect(within(levels).getByRole('button', { name: 'Ajouter le paquet CP' })).toBeEnabled();
    expect(within(levels).getByText('Ajouté à vos paquets')).toBeInTheDocument();
  });

  it('reviews with the keyboard: Space shows the answer, 1–4 grade it, then nothing is left', async () => {
    const user = userEvent.setup();
    const fetchMock = flashcardBackend();
    await renderFreshApp('/flashcard/', signInParent);
    const list = await screen.findByRole('list', { name: 'Vos paquets' });
    await user.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: /Réviser/ }));

    // The front: what was written, the sentence with the word hidden; no answer yet.
    const card = await screen.findByTestId('flashcard');
    expect(within(card).getByRole('heading', { level: 2, name: /^Comment s’écrit ce mot/ })).toHaveFocus();
    expect(card).toHaveTextContent('Vous aviez écrit « jardain ».');
    expect(card).toHaveTextContent('Le chat joue dans le ….');
    expect(screen.queryByTestId('flashcard-answer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bien/ })).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(screen.getByTestId('flashcard-answer')).toHaveTextContent('jardin');
    const grades = screen.getByRole('group', { name: 'Votre note' });
    const buttons = within(grades).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2', '3', '4']);
    expect(buttons[0]).toHaveTextContent(/^À revoir1 min/);
    expect(buttons[2]).toHaveTextContent(/^Bien10 min/);
    expect(buttons[3]).toHaveTextContent(/^Facile8 j/);

    // 3: « Bien ». The next card comes at once; the review went with a fresh review id.
    await user.keyboard('3');
    expect(await screen.findByText('Vous l’aviez oublié.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, '/api/review_flashcard')).toHaveLength(1));
    const first = (await requestsTo(fetchMock, '/api/review_flashcard')[0]!.json()) as Record<string, unknown>;
    expect(first).toMatchObject({ profileId: 'parent-1', deckId: 'mes-erreurs', cardId: 'jardin', rating: 3 });
    expect(first.reviewId).toEqual(expect.any(String));

    // Grades do nothing before the answer shows.
    await user.keyboard('4');
    expect(screen.queryByTestId('flashcard-answer')).not.toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('1');
    expect(await screen.findByText('Rien à revoir aujourd’hui')).toBeInTheDocument();
    expect(screen.getByText('2 cartes révisées. Bravo !')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, '/api/review_flashcard')).toHaveLength(2));
    expect(await requestsTo(fetchMock, '/api/review_flashcard')[1]!.json()).toMatchObject({ cardId: 'souris', rating: 1 });

    await user.click(screen.getByRole('button', { name: 'Retour aux paquets' }));
    expect(await screen.findByRole('list', { name: 'Vos paquets' })).toBeInTheDocument();
  });
});
