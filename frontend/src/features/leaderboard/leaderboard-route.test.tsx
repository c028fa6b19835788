import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const row = (rank: number, name = `Joueur ${rank}`, flags: { mine?: boolean; you?: boolean; hidden?: boolean } = {}) => ({
  rank, publicId: `pub-${rank}-${name}`, name, avatar: 'hibou', score: 1000 - rank, mine: false, you: false, hidden: false, ...flags,
});

describe('leaderboard', () => {
  it('shows the top of the day with medals, highlights the viewer and switches period by tab', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscriberBackend({
      '/api/get_leaderboard': async (request) => {
        const { period } = (await request.json()) as { period: string };
        if (period === 'daily') {
          const top = [row(1), row(2, 'Camille Martin', { mine: true, you: true }), row(3, 'Léa', { mine: true, hidden: true }), row(3), row(4)];
          return apiSuccess({ period, key: 'daily#2026-11-22', top, me: { rank: 2, approximate: false, score: 998, hidden: false } });
        }
        return apiSuccess({ period, key: 'monthly#2026-11', top: [], me: null });
      },
    });
    await renderFreshApp('/leaderboard', signInParent);

    const table = await screen.findByRole('table', undefined);
    expect(screen.getByRole('tab', { name: 'Jour', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Classement du dimanche 22 novembre 2026')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('🥇');
    expect(rows[4]).toHaveTextContent(/^4\D*Joueur 4996$/);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1]!).getByText('Vous')).toBeInTheDocument();
    // A sibling's row, hidden from everyone else: the family sees it, marked.
    expect(rows[2]).not.toHaveAttribute('aria-current');
    expect(within(rows[2]!).getByText('Famille')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Masqué du classement public : seule votre famille voit cette ligne.')).toBeInTheDocument();
    // Ranked: no separate card for the viewer's rank.
    expect(screen.queryByTestId('leaderboard-my-rank')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Mois' }));
    expect(await screen.findByText('Personne n’a encore joué ce mois-ci. Soyez le premier !')).toBeInTheDocument();
    expect(screen.getByTestId('leaderboard-my-rank')).toHaveTextContent(/Pas encore classé/);
    expect(window.location.search).toBe('?period=monthly');
    expect(await requestsTo(fetchMock, '/api/get_leaderboard')[1]?.json()).toEqual({ profileId: 'parent-1', period: 'monthly' });
  });

  it('keeps the viewer’s rank in a card when they are outside the top 100', async () => {
    stubSubscriberBackend({
      '/api/get_leaderboard': () => apiSuccess({ period: 'all-time', key: 'all-time', top: Array.from({ length: 100 }, (_, index) => row(index + 1)), me: { rank: 142, approximate: false, score: 1234, hidden: false } }),
    });
    await renderFreshApp('/leaderboard?period=all-time', signInParent);

    const card = await screen.findByRole('region', { name: 'Votre rang' });
    expect(card).toHaveTextContent('142ᵉ');
    expect(card).toHaveTextContent(/1\s234\spts/);
    expect(screen.getByRole('tab', { name: 'Depuis toujours', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(101));
  });

  it('says « environ » when the place below the top 100 is an estimate from the board’s snapshot', async () => {
    stubSubscriberBackend({
      '/api/get_leaderboard': () => apiSuccess({ period: 'daily', key: 'daily#2026-11-22', top: Array.from({ length: 100 }, (_, index) => row(index + 1)), me: { rank: 1200, approximate: true, score: 80, hidden: false } }),
    });
    await renderFreshApp('/leaderboard', signInParent);

    const card = await screen.findByRole('region', { name: 'Votre rang' });
    expect(card).toHaveTextContent(/environ 1\s200ᵉ/);
  });
});
