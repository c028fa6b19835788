import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { jsonResponse, stubBackend } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt, parent, parentIdToken } from '@/test/fake-cognito';
import { signInParent } from '@/test/render-app';

/** Fresh modules per test: the session store starts "loading" and Amplify is configured anew. */
async function freshModules() {
  vi.resetModules();
  const [session, clientState, { loadAuth, currentIdToken }] = await Promise.all([import('./session'), import('./client-state'), import('./amplify')]);
  return { ...session, ...clientState, loadAuth, currentIdToken };
}

/** Counts imports of Amplify by modules loaded after this call (fresh modules). */
function spyOnAmplifyImports() {
  const amplifyImported = vi.fn();
  vi.doMock('aws-amplify', async (importOriginal) => {
    amplifyImported();
    return importOriginal();
  });
  onTestFinished(() => void vi.doUnmock('aws-amplify'));
  return amplifyImported;
}

function spyOnCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  return vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => descriptor.set!.call(document, value));
}

const hasAuthCookie = () => document.cookie.includes('isAuthenticated=true');

/** The tokens Amplify stored at sign-in, as they are hours later: past their time (the refresh token still there). */
function expireStoredTokens() {
  const past = Math.floor(Date.now() / 1000) - 3_600;
  for (const key of Object.keys(localStorage)) {
    if (key.endsWith('.idToken')) localStorage.setItem(key, fakeJwt({ ...parent, token_use: 'id', exp: past }));
    if (key.endsWith('.accessToken')) localStorage.setItem(key, fakeJwt({ sub: parent.sub, token_use: 'access', username: parent.sub, exp: past }));
  }
}

afterEach(() => {
  document.cookie = 'isAuthenticated=; Max-Age=0; Path=/';
  vi.restoreAllMocks();
});

describe('session', () => {
  it('stores the signed-in user and sets the isAuthenticated cookie for 7 days', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()) });
    const modules = await freshModules();
    await signInParent(modules);
    const cookieWrites = spyOnCookieWrites();

    modules.startSession({ redirectToLogin: vi.fn() });

    await vi.waitFor(() => expect(modules.getSession()).toMatchObject({ status: 'signed-in', user: { uid: parent.sub, email: parent.email, groups: [] } }));
    expect(hasAuthCookie()).toBe(true);
    expect(cookieWrites).toHaveBeenCalledWith(expect.stringMatching(/^isAuthenticated=true; Max-Age=604800; Path=\//));
  });

  it('knows the Cognito groups of the token, which decide the staff links', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['admin'] })) });
    const modules = await freshModules();
    await signInParent(modules);
    modules.startSession({ redirectToLogin: vi.fn() });
    await vi.waitFor(() => expect(modules.getSession().user?.groups).toEqual(['admin']));
  });

  it('knows when the token withheld staff groups until two-step verification is on', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', plume_mfa_setup_required: true })) });
    const modules = await freshModules();
    await signInParent(modules);
    modules.startSession({ redirectToLogin: vi.fn() });
    await vi.waitFor(() => expect(modules.getSession().user).toMatchObject({ groups: [], mfaSetupRequired: true, staffPhoneSignIn: false }));
  });

  it('knows when a phone number that signs in by SMS alone is why', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', plume_mfa_setup_required: true, plume_staff_phone_sign_in: true })) });
    const modules = await freshModules();
    await signInParent(modules);
    modules.startSession({ redirectToLogin: vi.fn() });
    await vi.waitFor(() => expect(modules.getSession().user).toMatchObject({ mfaSetupRequired: true, staffPhoneSignIn: true }));
  });

  it('takes the refreshed token that grants the staff groups, rather than keeping the user the first one told', async () => {
    const withheld = fakeJwt({ ...parent, token_use: 'id', plume_mfa_setup_required: true });
    const granted = fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['finance'] });
    const refresh = () => jsonResponse(200, { AuthenticationResult: { IdToken: granted, AccessToken: fakeJwt({ sub: parent.sub, token_use: 'access', username: parent.sub }), ExpiresIn: 3600, TokenType: 'Bearer' } });
    stubBackend({ '/_cognito': (request) => (request.headers.get('x-amz-target')?.endsWith('.GetTokensFromRefreshToken') ? refresh() : cognitoSignsIn(withheld)(request)) });
    const modules = await freshModules();
    await signInParent(modules);
    modules.startSession({ redirectToLogin: vi.fn() });
    await vi.waitFor(() => expect(modules.getSession().user?.mfaSetupRequired).toBe(true));

    await (await modules.loadAuth()).fetchAuthSession({ forceRefresh: true });
    await modules.refreshSession();

    expect(modules.getSession().user).toMatchObject({ groups: ['finance'], mfaSetupRequired: false });
  });

  it('signs a visitor without any stored session out at once, without downloading the auth module', async () => {
    stubBackend();
    const amplifyImported = spyOnAmplifyImports();
    window.history.pushState({}, '', '/pricing');
    const { startSession, getSession } = await freshModules();

    startSession({ redirectToLogin: vi.fn() });

    expect(getSession().status).toBe('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(amplifyImported).not.toHaveBeenCalled();
  });

  it('knows a signed-in user from the token Amplify stored, and calls with it, without downloading Amplify again', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['finance'] })) });
    await signInParent(await freshModules());
    const amplifyImported = spyOnAmplifyImports();
    window.history.pushState({}, '', '/quiz');
    const { startSession, getSession, currentIdToken } = await freshModules();

    startSession({ redirectToLogin: vi.fn() });

    expect(getSession()).toMatchObject({ status: 'signed-in', user: { uid: parent.sub, email: parent.email, groups: ['finance'] } });
    expect(await currentIdToken()).toMatch(/^[\w-]+\.[\w-]+\.signature$/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(amplifyImported).not.toHaveBeenCalled();
  });

  it('asks Amplify when the stored token expires within a minute, so that it refreshes it', async () => {
    const now = Math.floor(Date.now() / 1000);
    stubBackend({ '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', exp: now + 30 })) });
    await signInParent(await freshModules());
    const amplifyImported = spyOnAmplifyImports();
    const { readStoredIdToken } = await import('./amplify-storage');
    expect(readStoredIdToken()).toBeUndefined();
    expect(readStoredIdToken(Date.now() - 60_000)?.claims.sub).toBe(parent.sub);
    const { startSession } = await freshModules();

    startSession({ redirectToLogin: vi.fn() });

    await vi.waitFor(() => expect(amplifyImported).toHaveBeenCalled());
  });

  it('stands offline on tokens past their time (a cold start on a train), and refreshes them when the network returns', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()) });
    await signInParent(await freshModules());
    expireStoredTokens();
    // No network: neither the configuration the auth module needs nor Cognito can be reached.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/flashcard/');
    const redirectToLogin = vi.fn();
    const { startSession, getSession } = await freshModules();

    startSession({ redirectToLogin });

    await vi.waitFor(() => expect(getSession()).toMatchObject({ status: 'signed-in', user: { uid: parent.sub } }));
    expect(redirectToLogin).not.toHaveBeenCalled();

    // The network is back: the tokens are refreshed, and the session goes on with the new ones.
    const fresh = fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['finance'] });
    const refreshed = () => jsonResponse(200, { AuthenticationResult: { IdToken: fresh, AccessToken: fakeJwt({ sub: parent.sub, token_use: 'access', username: parent.sub }), ExpiresIn: 3600, TokenType: 'Bearer' } });
    stubBackend({ '/_cognito': (request) => (/InitiateAuth|GetTokensFromRefreshToken/.test(request.headers.get('x-amz-target') ?? '') ? refreshed() : jsonResponse(200, {})) });
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(getSession().user?.groups).toEqual(['finance']));
  });

  it('ends the session when Cognito refuses the refresh', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()) });
    await signInParent(await freshModules());
    expireStoredTokens();
    stubBackend({ '/_cognito': () => jsonResponse(400, { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { startSession, getSession } = await freshModules();

    startSession({ redirectToLogin: vi.fn() });

    await vi.waitFor(() => expect(getSession().status).toBe('signed-out'));
  });

  it('signs out when another tab signs out, before Amplify was ever loaded here', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()) });
    await signInParent(await freshModules());
    const { startSession, getSession } = await freshModules();
    startSession({ redirectToLogin: vi.fn() });
    expect(getSession().status).toBe('signed-in');

    const sessionKeys = Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.'));
    for (const key of sessionKeys) localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key: sessionKeys[0] }));

    expect(getSession().status).toBe('signed-out');
  });

  it('follows a sign-in made later by a page that loads the auth module', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()) });
    window.history.pushState({}, '', '/auth/login/');
    const modules = await freshModules();
    modules.startSession({ redirectToLogin: vi.fn() });
    expect(modules.getSession().status).toBe('signed-out');

    await signInParent(modules);

    await vi.waitFor(() => expect(modules.getSession()).toMatchObject({ status: 'signed-in', user: { uid: parent.sub } }));
  });

  it('is loading until the first report arrives', async () => {
    stubBackend();
    const { getSession } = await freshModules();
    expect(getSession().status).toBe('loading');
  });

  it('sends a visitor who never had the cookie from a page that needs a session to the login page', async () => {
    stubBackend();
    window.history.pushState({}, '', '/profile/');
    const { startSession, getSession } = await freshModules();
    const redirectToLogin = vi.fn();

    startSession({ redirectToLogin });

    await vi.waitFor(() => expect(getSession().status).toBe('signed-out'));
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('does not redirect a visitor who still has the cookie, and removes the cookie', async () => {
    stubBackend();
    window.history.pushState({}, '', '/profile/');
    document.cookie = 'isAuthenticated=true; Path=/';
    const { startSession, getSession } = await freshModules();
    const redirectToLogin = vi.fn();

    startSession({ redirectToLogin });

    await vi.waitFor(() => expect(getSession().status).toBe('signed-out'));
    expect(redirectToLogin).not.toHaveBeenCalled();
    expect(hasAuthCookie()).toBe(false);
  });

  it('leaves public pages open to visitors', async () => {
    stubBackend();
    window.history.pushState({}, '', '/pricing');
    const { startSession, getSession } = await freshModules();
    const redirectToLogin = vi.fn();

    startSession({ redirectToLogin });

    await vi.waitFor(() => expect(getSession().status).toBe('signed-out'));
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('logout clears the cookie, the active profile, the recent activities and the place in the handwriting sheets', async () => {
    stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()) });
    localStorage.setItem('root', JSON.stringify({ activeProfileId: 'child-1', recentActivities: [{ activity: 'crossword', profileId: 'child-1', at: '2026-11-20T10:00:00.000Z' }], nextHandwritingSheet: { 'child-1': 1 } }));
    const modules = await freshModules();
    await modules.rehydrateClientState();
    await signInParent(modules);
    modules.startSession({ redirectToLogin: vi.fn() });
    await vi.waitFor(() => expect(modules.getSession().status).toBe('signed-in'));
    expect(modules.getClientState().activeProfileId).toBe('child-1');

    await modules.endSession();

    expect(modules.getSession().status).toBe('signed-out');
    expect(hasAuthCookie()).toBe(false);
    expect(modules.getClientState()).toEqual({ activeProfileId: null, recentActivities: [], nextHandwritingSheet: {} });
    expect(JSON.parse(localStorage.getItem('root')!)).toEqual({ activeProfileId: null, recentActivities: [], nextHandwritingSheet: {} });
    const { fetchAuthSession } = await modules.loadAuth();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });
});

describe('client state', () => {
  it('is restored from localStorage "root" and saved back on every change', async () => {
    localStorage.setItem('root', JSON.stringify({ activeProfileId: 'child-1' }));
    const { rehydrateClientState, getClientState, setActiveProfile } = await freshModules();

    await rehydrateClientState();
    // A state saved before a field existed gets its empty value.
    expect(getClientState()).toEqual({ activeProfileId: 'child-1', recentActivities: [], nextHandwritingSheet: {} });

    setActiveProfile('parent-1');
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('root')!)).toMatchObject({ activeProfileId: 'parent-1' }));
  });

  it('logs a state it cannot read and starts afresh', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('root', '{not json');
    const { rehydrateClientState, getClientState } = await freshModules();

    await rehydrateClientState();

    expect(getClientState()).toEqual({ activeProfileId: null, recentActivities: [], nextHandwritingSheet: {} });
    expect(consoleError).toHaveBeenCalledWith('The client state could not be restored', expect.any(SyntaxError));
  });

  it('gives up after 5000 ms when the storage does not answer', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rehydrateClientState, REHYDRATION_TIMEOUT_MS } = await freshModules();
    const silentStorage = { getItem: () => new Promise<string>(() => undefined), setItem: () => undefined };

    const restoring = rehydrateClientState(silentStorage);
    await vi.advanceTimersByTimeAsync(REHYDRATION_TIMEOUT_MS);
    await restoring;

    expect(REHYDRATION_TIMEOUT_MS).toBe(5000);
    expect(consoleError).toHaveBeenCalledWith('The client state could not be restored', expect.objectContaining({ message: expect.stringContaining('5000 ms') }));
    vi.useRealTimers();
  });
});
