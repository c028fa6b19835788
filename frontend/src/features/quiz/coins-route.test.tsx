import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const entry = (sequence: number, reason = 'quiz:quiz-zone') => ({ sequence, amount: 8, balanceAfter: sequence * 8, reason, idempotencyKey: `quiz:g-${sequence}`, at: '2026-11-22T10:00:00.000Z' });

function coinsBackend(history: (body: { before?: number }) => unknown) {
  return stubSubscriberBackend({
    '/api/get_coin_history': async (request) => apiSuccess(history((await request.json()) as { before?: number })),
  });
}

describe('coin history', () => {
  it('shows the balance, names the reasons and loads older entries with `before`', async () => {
    const user = userEvent.setup();
    const fetchMock = coinsBackend(({ before }) =>
      before === undefined
        ? { balance: 24, earned: 24, spent: 0, entries: [entry(4, 'quiz:daily'), entry(3), entry(2, 'bonus:mystere')], hasMore: true }
        : { balance: 24, earned: 24, spent: 0, entries: [entry(1)], hasMore: false },
    );
    await renderFreshApp('/quiz/coins', signInParent);

    expect(await screen.findByTestId('coins-balance', undefined)).toHaveTextContent('24');
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Zone de quiz')).toHaveLength(1);
    expect(within(table).getByText('Quiz du jour')).toBeInTheDocument();
    expect(within(table).getByText('Autre')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Zone de quiz')).toHaveLength(2));
    expect(await requestsTo(fetchMock, '/api/get_coin_history')[1]?.json()).toEqual({ profileId: 'parent-1', before: 2 });
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it('says so kindly when there are no coins yet', async () => {
    coinsBackend(() => ({ balance: 0, earned: 0, spent: 0, entries: [], hasMore: false }));
    await renderFreshApp('/quiz/coins', signInParent);
    expect(await screen.findByText(/^Pas encore de pièces/, undefined)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jouer un quiz' })).toHaveAttribute('href', '/quiz');
  });
});
