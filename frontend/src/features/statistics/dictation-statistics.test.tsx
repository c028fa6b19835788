import { dictationHistorySchema } from '@plume/shared/dictation/api';
import { dictationErrorCategories, type DictationErrorCategory } from '@plume/shared/dictation/correction';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const noQuizYet = { games: 0, questions: 0, correct: 0, points: 0, coins: { balance: 0, earned: 0, spent: 0 }, badges: { unlocked: 0, total: 15 }, playStreak: { current: 0, best: 0 }, dailyStreak: { current: 0, best: 0 }, byCategory: [], byMode: [], days: [], categoryDays: [] };
const counts = (some: Partial<Record<DictationErrorCategory, number>>) => Object.fromEntries(dictationErrorCategories.map((category) => [category, some[category] ?? 0]));

// Newest first, as a history usually comes; the charts put them in time order.
const history = dictationHistorySchema.parse({
  attempts: [
    {
      attemptId: 'a-2',
      passageId: 'le-chat',
      title: 'Le chat de la voisine',
      level: 'ce1',
      submittedAt: '2026-11-22T17:00:00.000Z',
      scores: { brevet: { score: 8.5, outOf: 10 }, concours: { faults: 1.5 }, simple: { errors: 2 } },
      errorCount: 2,
      counts: counts({ accent: 1, homophone: 1 }),
    },
    {
      attemptId: 'a-1',
      passageId: 'le-chat',
      title: 'Le chat de la voisine',
      level: 'ce1',
      submittedAt: '2026-11-20T17:00:00.000Z',
      scores: { brevet: { score: 6, outOf: 10 }, concours: { faults: 4 }, simple: { errors: 4 } },
      errorCount: 4,
      counts: counts({ accent: 2, agreement: 2 }),
    },
  ],
});

describe('dictation statistics', () => {
  it('charts the marks under the chosen barème and the mistakes by category, with tables for screen readers', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscriberBackend({
      '/api/get_statistics': () => apiSuccess(noQuizYet),
      '/api/get_dictation_history': () => apiSuccess(history),
    });
    await renderFreshApp('/profile/statistics/', signInParent);

    const section = await screen.findByRole('region', { name: 'Dictées' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Dictées' })).toBeInTheDocument();
    const marks = await within(section).findByRole('table', { name: 'Notes au fil des dictées' });
    expect(within(marks).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateDictéeNote',
      '20 nov.Le chat de la voisine6 / 10',
      '22 nov.Le chat de la voisine8,5 / 10',
    ]);
    await user.click(within(section).getByRole('radio', { name: 'Concours' }));
    expect(within(marks).getAllByRole('row')[2]).toHaveTextContent('1,5 faute');

    const mistakes = within(section).getByRole('table', { name: 'Fautes par catégorie au fil des dictées' });
    expect(within(mistakes).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateDictéeAccentsAccordsHomophones',
      '20 nov.Le chat de la voisine220',
      '22 nov.Le chat de la voisine101',
    ]);
    expect(await requestsTo(fetchMock, '/api/get_dictation_history')[0]?.json()).toEqual({ profileId: 'parent-1' });
  });

  it('counts a child’s mistakes first (« 2 erreurs »), where an adult reads a mark out of 10', async () => {
    stubSubscriberBackend({
      '/api/get_statistics': () => apiSuccess(noQuizYet),
      '/api/get_dictation_history': () => apiSuccess(history),
    });
    await renderFreshApp('/profile/statistics/?profile=child-1', signInParent);
    const section = await screen.findByRole('region', { name: 'Dictées' });
    expect(await within(section).findByRole('radio', { name: 'Simple' })).toBeChecked();
    const marks = await within(section).findByRole('table', { name: 'Notes au fil des dictées' });
    expect(within(marks).getAllByRole('row')[2]).toHaveTextContent(/erreur/);
  });

  it('leads to the dictations when there is none yet', async () => {
    stubSubscriberBackend({
      '/api/get_statistics': () => apiSuccess(noQuizYet),
      '/api/get_dictation_history': () => apiSuccess({ attempts: [] }),
    });
    await renderFreshApp('/profile/statistics/', signInParent);

    const section = await screen.findByRole('region', { name: 'Dictées' });
    expect(await within(section).findByText(/^Pas encore de dictée pour Camille Martin/, undefined)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Faire une dictée' })).toHaveAttribute('href', '/dictate-ai/');
  });
});
