import { badgeTypes } from '@plume/shared/badges';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

describe('badges', () => {
  it('shows all fifteen badges: the unlocked ones with their date, the locked ones with their rule and progress', async () => {
    const fetchMock = stubSubscriberBackend({
      '/api/get_badges': () =>
        apiSuccess({
          // The server's order does not matter: the screen keeps the catalogue's.
          badges: [...badgeTypes].reverse().map((type) =>
            type === 'dashing_debut'
              ? { type, status: 'unlocked', unlockedAt: '2026-11-22T10:00:00.000Z', progress: { current: 1, target: 1 } }
              : type === 'big_thing'
                ? { type, status: 'locked', progress: { current: 1234, target: 5000 } }
                : { type, status: 'locked', progress: { current: 0, target: 1 } },
          ),
        }),
    });
    await renderFreshApp('/quiz/badges', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(cards).toHaveLength(15);
    expect(within(cards[0]!).getByRole('heading', { name: 'Premiers pas' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Débloqué le 22 novembre 2026');
    expect(screen.getByText('1 badge débloqué sur 15')).toBeInTheDocument();

    const bigThing = screen.getByTestId('badge-big_thing');
    expect(bigThing).toHaveAttribute('data-status', 'locked');
    expect(within(bigThing).getByText('Donnez 5 000 bonnes réponses.')).toBeInTheDocument();
    expect(within(bigThing).getByRole('progressbar', { name: /^Progression vers Grand esprit\s:\s1\s234\s\/\s5\s000$/ })).toHaveAttribute('aria-valuenow', '24.68');
    expect(within(bigThing).getByText('Verrouillé')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/get_badges')[0]?.json()).toEqual({ profileId: 'parent-1' });
  });
});
