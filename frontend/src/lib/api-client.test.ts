import { notificationsStore } from '@mantine/notifications';
import type { Account } from '@plume/shared/account';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt } from '@/test/fake-cognito';
import { loadAuth } from './amplify';
import { ApiError, call, isNetworkFailure, mayRetry } from './api-client';
import { i18n } from './i18n';

function toasts() {
  return notificationsStore.getState().notifications.map(({ color, message }) => ({ color, message }));
}

describe('call', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('returns the data and toasts the server message on success', async () => {
    stubBackend({ '/api/get_settings': () => apiSuccess({ title: 'À propos' }, 'Paramètres chargés') });

    const data = await call('get_settings', { type: 'about_us' }, { auth: false });

    expect(data).toEqual({ title: 'À propos' });
    expect(toasts()).toEqual([{ color: 'green', message: 'Paramètres chargés' }]);
  });

  it('posts the data as JSON under the API base path', async () => {
    const fetchMock = stubBackend({ '/api/get_settings': () => apiSuccess(null) });

    await call('get_settings', { type: 'privacy_policy' }, { auth: false });

    const [request] = requestsTo(fetchMock, '/api/get_settings');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ type: 'privacy_policy' });
  });

  it('loads quietly when asked not to toast success', async () => {
    stubBackend();

    await call('get_system_configurations', {}, { auth: false, showSuccessToast: false });

    expect(toasts()).toEqual([]);
  });

  it('turns an error envelope into a toast, a console error and a thrown ApiError', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({
      '/api/get_settings': () => jsonResponse(404, { error: true, message: "Ce type de paramètre n'existe pas.", code: 'settings_not_found' }),
    });

    const pending = call('get_settings', { type: 'about_us' }, { auth: false });

    await expect(pending).rejects.toEqual(expect.objectContaining({ name: 'ApiError', message: "Ce type de paramètre n'existe pas.", status: 404, code: 'settings_not_found' }));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual([{ color: 'red', message: "Ce type de paramètre n'existe pas." }]);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: "Ce type de paramètre n'existe pas." }));
  });

  it('throws a quiet call’s failure without a toast or a console error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({ '/api/contribute_handwriting': () => jsonResponse(403, { error: true, message: 'Partage non activé', code: 'handwriting_consent_required' }) });

    const pending = call('contribute_handwriting', { setId: '6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c1a04', letters: [] }, { quiet: true });

    await expect(pending).rejects.toEqual(expect.objectContaining({ name: 'ApiError', status: 403, code: 'handwriting_consent_required' }));
    expect(toasts()).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('treats error:true as a failure even with HTTP 200', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({ '/api/get_settings': () => jsonResponse(200, { error: true, message: 'Refusé', code: 'forbidden' }) });

    await expect(call('get_settings', { type: 'about_us' }, { auth: false })).rejects.toMatchObject({ message: 'Refusé', status: 200 });
  });

  it('words a network failure with the catalogue message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({ '/api/get_settings': () => Promise.reject(new TypeError('Failed to fetch')) });

    await expect(call('get_settings', { type: 'about_us' }, { auth: false })).rejects.toMatchObject({
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
      status: 0,
      code: 'network_error',
    });
    expect(toasts()).toEqual([{ color: 'red', message: 'Impossible de joindre le serveur. Vérifiez votre connexion.' }]);
  });

  it("asks to sign in when the gateway's JWT check answers 401 without an envelope", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({ '/api/me': () => jsonResponse(401, { message: 'Unauthorized' }) });

    await expect(call('me', {}, { method: 'GET' })).rejects.toMatchObject({ message: 'Veuillez vous connecter pour continuer.', status: 401 });
  });

  it("words API Gateway's own throttling answer (429 without an envelope) with the catalogue message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({ '/api/contact': () => jsonResponse(429, { message: 'Too Many Requests' }) });

    await expect(call('contact', { name: 'Camille', email: 'camille@example.fr', subject: 'question', message: 'Une question sur Plume.' }, { auth: false })).rejects.toMatchObject({
      message: 'Trop de demandes en peu de temps. Patientez un instant, puis réessayez.',
      status: 429,
      code: 'too_many_requests',
    });
  });

  it('treats an answer that is not an envelope as an unexplained failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({ '/api/get_settings': () => jsonResponse(200, { error: 'no', message: 42 }) });

    await expect(call('get_settings', { type: 'about_us' }, { auth: false })).rejects.toMatchObject({ status: 200, code: 'internal_error' });
  });

  it('rejects data that does not match the schema it was promised', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({ '/api/get_settings': () => apiSuccess({ title: 42 }) });
    const { settingsPageSchema } = await import('@plume/shared/settings');

    await expect(call('get_settings', { type: 'about_us' }, { auth: false, schema: settingsPageSchema })).rejects.toMatchObject({
      message: 'Une erreur inattendue est survenue. Veuillez réessayer.',
      code: 'internal_error',
    });
  });

  it('sends the current language as Accept-Language', async () => {
    const fetchMock = stubBackend();
    await i18n.changeLanguage('en');

    await call('get_system_configurations', {}, { auth: false, showSuccessToast: false });

    expect(requestsTo(fetchMock, '/api/get_system_configurations')[0]?.headers.get('accept-language')).toBe('en');
  });

  it('sends no Authorization header to a visitor without a session', async () => {
    const fetchMock = stubBackend({ '/api/get_user': () => apiSuccess(null) });

    await call('get_user', {}, { showSuccessToast: false });

    expect(requestsTo(fetchMock, '/api/get_user')[0]?.headers.has('authorization')).toBe(false);
  });

  it("sends the signed-in user's Cognito ID token, and no token when auth is false", async () => {
    const idToken = fakeJwt({ sub: 'parent-1', token_use: 'id', email: 'parent@example.com' });
    const fetchMock = stubBackend({ '/_cognito': cognitoSignsIn(idToken), '/api/get_user': () => apiSuccess(null) });
    const { signIn } = await loadAuth();
    await signIn({ username: 'parent@example.com', password: 'Motdepasse1!', options: { authFlowType: 'USER_PASSWORD_AUTH' } });

    await call('get_user', {}, { showSuccessToast: false });
    await call('get_system_configurations', {}, { auth: false, showSuccessToast: false });

    expect(requestsTo(fetchMock, '/_cognito')[0]?.headers.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(requestsTo(fetchMock, '/api/get_user')[0]?.headers.get('authorization')).toBe(`Bearer ${idToken}`);
    expect(requestsTo(fetchMock, '/api/get_system_configurations')[0]?.headers.has('authorization')).toBe(false);
  });

  it('calls an endpoint by its contract name, with the input and answer the contract types', async () => {
    const fetchMock = stubBackend({ '/api/mark_notifications_read': () => apiSuccess(null, 'Notifications marquées comme lues') });

    await call('mark_notifications_read', { profileId: 'p1', ids: ['n1'] }, { showSuccessToast: false });

    expect(await requestsTo(fetchMock, '/api/mark_notifications_read')[0]?.json()).toEqual({ profileId: 'p1', ids: ['n1'] });
    expectTypeOf(call<'get_user'>).returns.resolves.toEqualTypeOf<Account>();
    expectTypeOf(call<'mark_notifications_read'>).parameter(1).toEqualTypeOf<{ profileId: string; ids?: string[] | undefined }>();
    // @ts-expect-error: a path no contract declares
    expectTypeOf(call).toBeCallableWith('get_nothing', {});
    // @ts-expect-error: a field of the wrong type
    expectTypeOf(call).toBeCallableWith('mark_notifications_read', { profileId: 1 });
  });

  it("takes auth from the contract's level: a public endpoint's call says auth: false, and only it", () => {
    expectTypeOf(call<'get_settings'>).toBeCallableWith('get_settings', { type: 'about_us' }, { auth: false });
    // @ts-expect-error: a public endpoint called as if it needed the token
    expectTypeOf(call<'get_settings'>).toBeCallableWith('get_settings', { type: 'about_us' });
    // @ts-expect-error: the same, with options but no auth
    expectTypeOf(call<'contact'>).toBeCallableWith('contact', { name: 'Camille', email: 'camille@example.fr', subject: 'question', message: 'Une question sur Plume.' }, { showSuccessToast: false });
    expectTypeOf(call<'get_user'>).toBeCallableWith('get_user', {});
    // @ts-expect-error: an endpoint for signed-in callers, called without the token
    expectTypeOf(call<'get_user'>).toBeCallableWith('get_user', {}, { auth: false });
  });
});


describe('what a failed call says about sending it again', () => {
  it('tells the network failing from the server answering', () => {
    expect(isNetworkFailure(new ApiError('Réseau', 0, 'network_error'))).toBe(true);
    expect(isNetworkFailure(new ApiError('Erreur', 500, 'internal_error'))).toBe(false);
    expect(isNetworkFailure(new Error('autre'))).toBe(false);
  });

  it('retries the network, the server and the waits (sign-in, throttling, PIN), never another refusal', () => {
    const retried = [[0, 'network_error'], [500, 'internal_error'], [503, undefined], [401, 'unauthorized'], [408, undefined], [429, 'too_many_requests'], [403, 'profile_unlock_required']] as const;
    const refused = [[400, 'invalid_request'], [403, 'premium_required'], [404, 'flashcard_not_found'], [409, 'conflict']] as const;
    expect(retried.map(([status, code]) => mayRetry(new ApiError('…', status, code)))).toEqual(retried.map(() => true));
    expect(refused.map(([status, code]) => mayRetry(new ApiError('…', status, code)))).toEqual(refused.map(() => false));
  });
});
