import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const days = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10);
  return index === 29 ? { day, questions: 20, correct: 15, points: 120 } : { day, questions: 0, correct: 0, points: 0 };
});

const statistics = {
  games: 2,
  questions: 20,
  correct: 15,
  accuracy: 75,
  points: 1234,
  coins: { balance: 40, earned: 60, spent: 20 },
  badges: { unlocked: 1, total: 15 },
  playStreak: { current: 1, best: 4 },
  dailyStreak: { current: 0, best: 2 },
  byCategory: [
    { category: 'orthographe', games: 1, questions: 10, correct: 9 },
    { category: 'histoire', games: 1, questions: 10, correct: 6 },
  ],
  byMode: [{ mode: 'quiz-zone', games: 2, questions: 20, correct: 15 }],
  days,
  categoryDays: [
    { day: days[27]!.day, category: 'histoire', questions: 4, correct: 1 },
    { day: days[29]!.day, category: 'orthographe', questions: 10, correct: 9 },
    { day: days[29]!.day, category: 'histoire', questions: 10, correct: 6 },
  ],
};

describe('statistics', () => {
  it('sums up a profile, charts its last 30 days and its accuracy by category and mode', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscriberBackend({
      '/api/get_dictation_history': () => apiSuccess({ attempts: [] }),
      '/api/get_statistics': async (request) => {
        const { profileId } = (await request.json()) as { profileId: string };
        return apiSuccess(profileId === 'parent-1' ? statistics : { ...statistics, games: 0, questions: 0, correct: 0, byCategory: [], byMode: [] });
      },
    });
    await renderFreshApp('/profile/statistics/', signInParent);

    expect(await screen.findByTestId('statistics-accuracy', undefined)).toHaveTextContent(/^75\s%15 bonnes réponses sur 20$/);
    expect(screen.getByTestId('statistics-games')).toHaveTextContent(/^220 questions$/);
    expect(screen.getByTestId('statistics-points')).toHaveTextContent(/^1\s234$/);
    expect(screen.getByTestId('statistics-badges')).toHaveTextContent('1 / 15');
    expect(screen.getByTestId('statistics-playStreak')).toHaveTextContent('1 jourRecord : 4 jours');

    const daysTable = screen.getByRole('table', { name: 'Les 30 derniers jours' });
    expect(within(daysTable).getAllByRole('row')).toHaveLength(31);
    expect(within(daysTable).getAllByRole('row').at(-1)).toHaveTextContent(/^22 nov\.2015$/);
    const categories = screen.getByRole('table', { name: 'Réussite par catégorie' });
    expect(within(categories).getAllByRole('row').map((row) => row.textContent)).toEqual(['CatégorieQuestionsRéussite', 'Orthographe1090 %', 'Histoire1060 %']);
    expect(within(screen.getByRole('region', { name: 'Réussite par mode de jeu' })).getByRole('row', { name: /Zone de quiz/ })).toHaveTextContent('75 %');
    const overTime = screen.getByRole('region', { name: 'Réussite par catégorie au fil des jours' });
    expect(overTime).toHaveTextContent('Seules les 5 catégories les plus jouées sur la période apparaissent.');
    const overTimeTable = within(overTime).getByRole('table', { name: 'Réussite par catégorie au fil des jours' });
    expect(within(overTimeTable).getAllByRole('row').map((row) => row.textContent)).toEqual(['JourHistoireOrthographe', '20 nov.25 %Non jouée', '22 nov.60 %90 %']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Profil' }), 'child-1');
    expect(await screen.findByText(/^Pas encore de statistiques pour Léa/)).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/get_statistics').at(-1)?.json()).toEqual({ profileId: 'child-1' });
    expect(window.location.search).toBe('?profile=child-1');
  });

  it('says so when no category was played in the last 30 days, also from a response without categoryDays', async () => {
    const { categoryDays: _, ...older } = statistics;
    stubSubscriberBackend({ '/api/get_statistics': () => apiSuccess(older), '/api/get_dictation_history': () => apiSuccess({ attempts: [] }) });
    await renderFreshApp('/profile/statistics/', signInParent);

    const overTime = await screen.findByRole('region', { name: 'Réussite par catégorie au fil des jours' });
    expect(overTime).toHaveTextContent('Aucune catégorie jouée ces 30 derniers jours.');
    expect(screen.getByRole('table', { name: 'Réussite par catégorie' })).toBeInTheDocument();
  });
});
