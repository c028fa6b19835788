import { flashcardStatisticsSchema } from '@plume/shared/flashcards/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiSuccess } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const noQuizYet = { games: 0, questions: 0, correct: 0, points: 0, coins: { balance: 0, earned: 0, spent: 0 }, badges: { unlocked: 0, total: 15 }, playStreak: { current: 0, best: 0 }, dailyStreak: { current: 0, best: 0 }, byCategory: [], byMode: [], days: [], categoryDays: [] };
const statistics = flashcardStatisticsSchema.parse({
  cards: 5, dueNow: 2, reviews30d: 8, observedRetention: 0.75, overallReadiness: 0.82, settings: { requestRetention: 0.9 }, memoryModel: { reviews: 8, threshold: 400 },
  forecast: Array.from({ length: 30 }, (_, day) => ({ date: new Date(Date.UTC(2026, 10, 25 + day)).toISOString().slice(0, 10), due: 0 })),
  readiness: [{ point: 'homophones-grammaticaux', readiness: 0.4, cards: 2 }, { point: 'accents', readiness: 0.9, cards: 3 }],
});

describe('the « Cartes » block of the statistics', () => {
  it('answers « Prêt pour la prochaine dictée ? » (the brevet is for collégiens only) with readiness per spelling rule and the cards due', async () => {
    stubSubscriberBackend({
      '/api/get_statistics': () => apiSuccess(noQuizYet),
      '/api/get_dictation_history': () => apiSuccess({ attempts: [] }),
      '/api/get_flashcard_statistics': () => apiSuccess(statistics),
    });
    await renderFreshApp('/profile/statistics/', signInParent);
    const section = await screen.findByRole('region', { name: 'Cartes' });
    expect(await within(section).findByRole('heading', { level: 3, name: /^Prêt pour la prochaine dictée/ })).toBeInTheDocument();
    expect(within(section).getByTestId('flashcard-readiness')).toHaveTextContent(/juste 82 % des mots/);
    expect(section).toHaveTextContent('2 cartes à revoir maintenant, sur 5');
    const rules = within(section).getByRole('list', { name: 'Par règle d’orthographe' });
    // Weakest first, as the server sorts them (spaces of any kind as plain spaces).
    expect(within(rules).getAllByRole('listitem').map((item) => item.textContent!.replace(/\s+/g, ' '))).toEqual(['Homophones grammaticaux40 % · 2 cartes', 'Accents90 % · 3 cartes']);
    expect(within(section).getByRole('link', { name: 'Ouvrir les cartes' })).toHaveAttribute('href', '/flashcard/');
  });
});
