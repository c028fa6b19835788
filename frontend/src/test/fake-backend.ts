import type { RuntimeConfig, SettingsPage, SystemConfiguration } from '@plume/shared';
import { defaultSystemConfiguration } from '@plume/shared/settings';
import type { Account } from '@plume/shared/account';
import { message } from '@plume/shared/messages';
import { vi } from 'vitest';

/** What the local gateway serves at `/config.json`. */
export const runtimeConfig: RuntimeConfig = {
  apiBaseUrl: '/api',
  webSocketUrl: 'ws://localhost:8080/ws',
  region: 'eu-west-3',
  cognito: { userPoolId: 'local_plume', userPoolClientId: 'plume-web', endpoint: 'http://localhost:8080/_cognito', identityProviders: [] },
  stripe: { mode: 'local' },
};

/** The configuration a new Plume starts with, as the seed writes it. */
export const systemConfiguration: SystemConfiguration = defaultSystemConfiguration;

export const aboutUsPage: SettingsPage = {
  type: 'about_us',
  title: 'À propos de Plume',
  body: 'Plume aide les enfants comme les adultes à écrire un français juste.',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiSuccess(data: unknown, message = 'Succès'): Response {
  return jsonResponse(200, { error: false, message, code: 'ok', data });
}

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces `fetch` with the gateway's answers, by path. Tests override single routes; anything unknown is a 404
 * as the gateway would send it. Returns the mock so tests can read the requests that were made.
 */
export function stubBackend(overrides: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    '/config.json': () => jsonResponse(200, runtimeConfig),
    '/api/get_system_configurations': () => apiSuccess(systemConfiguration, 'Configuration chargée'),
    '/api/get_settings': () => apiSuccess(aboutUsPage, 'Paramètres chargés'),
    ...overrides,
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = toRequest(input, init);
    const route = routes[new URL(request.url).pathname];
    return Promise.resolve(route ? route(request) : jsonResponse(404, { error: true, message: message('route_not_found'), code: 'route_not_found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made so far to one path, as `Request` objects (headers and body readable). */
export function requestsTo(fetchMock: ReturnType<typeof stubBackend>, path: string): Request[] {
  return fetchMock.mock.calls.map(([input, init]) => toRequest(input, init)).filter((request) => new URL(request.url).pathname === path);
}

/** The app calls relative URLs (`/api/...`), which only a browser resolves: resolve them against the page. */
function toRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return new Request(new URL(input instanceof Request ? input.url : input, window.location.origin), init);
}

/** `get_user` of the fake Cognito user: the holder and one child, no subscription. */
export function accountOf(overrides: Partial<Account> = {}): Account {
  return {
    uid: 'parent-1',
    email: 'parent@example.com',
    name: 'Camille Martin',
    accountType: 'holder',
    status: 'active',
    isNewUser: false,
    isPremium: false,
    paymentPending: false,
    plan: null,
    periodEnd: null,
    cancelAtPeriodEnd: false,
    trialing: false,
    trialAvailable: false,
    language: 'fr',
    profiles: [
      { id: 'parent-1', name: 'Camille Martin', avatar: 'plume', ageBand: 'adulte', isHolder: true, hasPin: false, timeAccommodation: 'standard', hideFromPublicBoards: false, createdAt: '2026-11-01T00:00:00.000Z' },
      { id: 'child-1', name: 'Léa', avatar: 'licorne', ageBand: '9-11', isHolder: false, hasPin: true, timeAccommodation: 'x1.5', hideFromPublicBoards: true, createdAt: '2026-11-02T00:00:00.000Z' },
    ],
    ...overrides,
  };
}
