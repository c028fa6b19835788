import { spellingStatisticsSchema } from '@plume/shared/spelling/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiSuccess } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const noQuizYet = { games: 0, questions: 0, correct: 0, points: 0, coins: { balance: 0, earned: 0, spent: 0 }, badges: { unlocked: 0, total: 15 }, playStreak: { current: 0, best: 0 }, dailyStreak: { current: 0, best: 0 }, byCategory: [], byMode: [], days: [], categoryDays: [] };
const noCards = { cards: 0, dueNow: 0, reviews30d: 0, readiness: [], settings: { requestRetention: 0.9 }, forecast: [] };

describe('the « Orthographe » block of the statistics', () => {
  it('shows words right the first time, overall and per rule, weakest first', async () => {
    stubSubscriberBackend({
      '/api/get_statistics': () => apiSuccess(noQuizYet),
      '/api/get_dictation_history': () => apiSuccess({ attempts: [] }),
      '/api/get_flashcard_statistics': () => apiSuccess(noCards),
      '/api/get_spelling_statistics': () => apiSuccess(spellingStatisticsSchema.parse({
        sessions: 2, words: 20, correct: 15, byRule: [{ rule: 'accent-aigu', words: 4, correct: 1 }, { rule: 'libre', words: 2, correct: 2 }],
      })),
    });
    await renderFreshApp('/profile/statistics/', signInParent);
    const section = await screen.findByRole('region', { name: 'Orthographe' });
    expect(await within(section).findByTestId('spelling-accuracy', undefined)).toHaveTextContent(/^75\s%.*sur 2 séances$/);
    const rules = within(section).getByRole('list', { name: 'Réussite par règle d’orthographe' });
    expect(within(rules).getAllByRole('listitem').map((item) => item.textContent!.replace(/\s+/g, ' '))).toEqual(['Accent aigu25 % · 4 mots', 'Mots ajoutés par un parent100 % · 2 mots']);
  });

  it('invites a profile without a session to practise', async () => {
    stubSubscriberBackend({
      '/api/get_statistics': () => apiSuccess(noQuizYet),
      '/api/get_dictation_history': () => apiSuccess({ attempts: [] }),
      '/api/get_flashcard_statistics': () => apiSuccess(noCards),
      '/api/get_spelling_statistics': () => apiSuccess({ sessions: 0, words: 0, correct: 0, byRule: [] }),
    });
    await renderFreshApp('/profile/statistics/', signInParent);
    const section = await screen.findByRole('region', { name: 'Orthographe' });
    expect(await within(section).findByRole('link', { name: 'S’entraîner à l’orthographe' })).toHaveAttribute('href', '/keyboard-spelling');
  });
});
