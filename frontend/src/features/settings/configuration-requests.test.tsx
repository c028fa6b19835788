import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiSuccess, requestsTo, systemConfiguration } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';
import { SESSION_CONFIGURATION_FRESH_MS, SESSION_CONFIGURATION_KEY, keepConfiguration, sessionConfiguration } from './api/last-configuration';

const shell = { maintenanceMode: false, maintenanceMessage: systemConfiguration.maintenanceMessage, defaultLanguage: 'fr' };
const configurationRequests = (fetchMock: ReturnType<typeof stubSubscriberBackend>) => requestsTo(fetchMock, '/api/get_system_configurations').length;

/** A signed-in subscriber's tab: a page, then moves through the router to others. */
async function visit(fetchMock: ReturnType<typeof stubSubscriberBackend>, first: string, moves: readonly string[]) {
  const app = await renderFreshApp(first, signInParent);
  expect(await screen.findByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
  for (const path of moves) {
    await app.router.navigate(path);
    await screen.findByRole('heading', { level: 1, name: path === '/pricing' ? 'Un abonnement pour toute la famille' : 'Badges' });
  }
  return app;
}

describe('the system configuration', () => {
  it('is asked once for a session’s pages: not at each move, nor at a document loaded again minutes later', async () => {
    // Prepare
    const fetchMock = stubSubscriberBackend({ '/api/get_badges': () => apiSuccess({ badges: [] }) });

    // Act: a page, three moves, then the tab loads a document again (a reload, a typed address) and moves twice more.
    const first = await visit(fetchMock, '/quiz/badges', ['/pricing', '/quiz/badges', '/pricing']);
    await vi.waitFor(() => expect(sessionConfiguration()).toBeDefined());
    first.unmount();
    const second = await visit(fetchMock, '/quiz/badges', ['/pricing', '/quiz/badges']);

    // Assess
    expect(configurationRequests(fetchMock)).toBe(1);
    second.unmount();
  });

  it('is asked again by a document loaded once the session’s copy is old, or when it said « maintenance »', async () => {
    const fetchMock = stubSubscriberBackend({ '/api/get_badges': () => apiSuccess({ badges: [] }) });
    keepConfiguration(shell, Date.now() - SESSION_CONFIGURATION_FRESH_MS - 1);

    const old = await visit(fetchMock, '/quiz/badges', ['/pricing']);
    expect(configurationRequests(fetchMock)).toBe(1);
    old.unmount();

    keepConfiguration({ ...shell, maintenanceMode: true });
    expect(sessionConfiguration()).toBeUndefined();
    const after = await visit(fetchMock, '/quiz/badges', []);
    expect(configurationRequests(fetchMock)).toBe(2);
    after.unmount();
  });

  it('reads a session copy only when it is well formed, received, and fresh', () => {
    const now = 1_800_000_000_000;
    keepConfiguration(shell, now - 1_000);
    expect(sessionConfiguration(now)).toEqual({ configuration: shell, receivedAt: now - 1_000 });
    expect(sessionConfiguration(now - 2_000)).toBeUndefined();
    expect(sessionConfiguration(now - 1_000 + SESSION_CONFIGURATION_FRESH_MS)).toBeUndefined();
    sessionStorage.setItem(SESSION_CONFIGURATION_KEY, '{"configuration":{"maintenanceMode":"no"},"receivedAt":1}');
    expect(sessionConfiguration(now)).toBeUndefined();
    sessionStorage.setItem(SESSION_CONFIGURATION_KEY, 'not json');
    expect(sessionConfiguration(now)).toBeUndefined();
  });
});
