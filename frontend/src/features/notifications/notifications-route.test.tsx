import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountOf, apiSuccess, requestsTo, stubBackend } from '@/test/fake-backend';
import { cognitoSignsIn, parentIdToken } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notificationsBackend() {
  let read = false;
  const items = () => [
    { id: 'n-2', type: 'badge_unlocked', title: 'Vous avez débloqué un nouveau badge', body: 'Premiers pas', badge: 'dashing_debut', createdAt: minutesAgo(5), read },
    { id: 'n-1', type: 'news', title: 'Bienvenue', body: 'Bienvenue sur Plume !', createdAt: minutesAgo(60 * 24 * 3), read: true },
  ];
  const fetchMock = stubSubscriberBackend({
    '/api/get_notifications': () => apiSuccess({ total: 2, unread: read ? 0 : 1, items: items() }),
    '/api/mark_notifications_read': () => {
      read = true;
      return apiSuccess(null, 'Notifications marquées comme lues');
    },
  });
  return fetchMock;
}

describe('notifications', () => {
  it('lists the notifications with their relative date, marks them all read and updates the header bell', async () => {
    const user = userEvent.setup();
    const fetchMock = notificationsBackend();
    await renderFreshApp('/notifications', signInParent);

    const bell = await screen.findByRole('link', { name: /^Notifications\s:\s1 non lue$/ });
    expect(bell).toHaveAttribute('href', '/notifications');

    const first = (await screen.findByText('Vous avez débloqué un nouveau badge')).closest('li')!;
    expect(first).toHaveAttribute('data-read', 'false');
    expect(within(first).getByText('il y a 5 minutes')).toBeInTheDocument();
    expect(within(first).getByText(/Non lue/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Voir mes badges' })).toHaveAttribute('href', '/quiz/badges');
    const second = screen.getByText('Bienvenue').closest('li')!;
    expect(within(second).getByText('il y a 3 jours')).toBeInTheDocument();
    expect(screen.getByText('1 notification non lue')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByText('Vous avez tout lu.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/mark_notifications_read')[0]?.json()).toEqual({ profileId: 'parent-1' });
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications'));
  });

  it('leads from a relative’s challenge to the challenges page, its words as the server wrote them', async () => {
    stubSubscriberBackend({
      '/api/get_notifications': () =>
        apiSuccess({
          total: 1,
          unread: 1,
          items: [{ id: 'challenge-c1-open', type: 'family-challenge', title: 'Léa vous lance un défi', body: 'Sciences · 820 points à battre', createdAt: minutesAgo(2), read: false }],
        }),
    });
    await renderFreshApp('/notifications', signInParent);

    const item = (await screen.findByText('Léa vous lance un défi')).closest('li')!;
    expect(within(item).getByText('Sciences · 820 points à battre')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Voir les défis' })).toHaveAttribute('href', '/quiz/family-challenge');
    expect(within(item).queryByRole('link', { name: 'Voir mes badges' })).not.toBeInTheDocument();
  });

  it('marks a single notification read with its id', async () => {
    const user = userEvent.setup();
    const fetchMock = notificationsBackend();
    await renderFreshApp('/notifications', signInParent);

    await user.click(await screen.findByRole('button', { name: 'Marquer comme lue' }));
    expect(await requestsTo(fetchMock, '/api/mark_notifications_read')[0]?.json()).toEqual({ profileId: 'parent-1', ids: ['n-2'] });
    await waitFor(() => expect(screen.getByText('Vous avez débloqué un nouveau badge').closest('li')).toHaveAttribute('data-read', 'true'));
  });

  it('says so when there is nothing yet', async () => {
    stubSubscriberBackend();
    await renderFreshApp('/notifications', signInParent);
    expect(await screen.findByText(/^Aucune notification pour l’instant/, undefined)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
  });

  it('shows no bell, and asks nothing, without an active subscription', async () => {
    const fetchMock = stubBackend({
      '/_cognito': cognitoSignsIn(parentIdToken()),
      '/api/get_user': () => apiSuccess(accountOf()),
    });
    await renderFreshApp('/', signInParent);
    expect(await screen.findByRole('button', { name: 'Menu du compte de Camille Martin' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/get_notifications')).toHaveLength(0);
  });
});
