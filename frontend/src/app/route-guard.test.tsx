import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountOf, apiSuccess, jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt, parent, parentIdToken } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';

/** The fake backend for a signed-in parent whose subscription check and account say the given things. */
function backendFor({ isActive = false, paymentPending = false }: { isActive?: boolean; paymentPending?: boolean } = {}) {
  return stubBackend({
    '/_cognito': cognitoSignsIn(parentIdToken()),
    '/api/checkSubscription': () => apiSuccess({ isActive, message: isActive ? 'Votre abonnement est actif.' : "Vous n'avez pas d'abonnement actif." }),
    '/api/get_user': () => apiSuccess(accountOf({ isPremium: isActive, paymentPending })),
  });
}

describe('route guard', () => {
  it('shows the subscription dialog on a premium page to a signed-in person without a subscription', async () => {
    const fetchMock = backendFor();
    await renderFreshApp('/profile/statistics/', signInParent);

    const dialog = await screen.findByRole('dialog', { name: 'Abonnement Requis' });
    expect(within(dialog).getByText('Accès Premium Nécessaire')).toBeInTheDocument();
    // The plans' prices, as French prices: « 7,99 € », a no-break space before the sign.
    expect(dialog).toHaveTextContent(/7,99\s€ \/ mois ou 59,99\s€ \/ an, pour toute la famille\./);
    expect(within(dialog).getByRole('link', { name: 'S’abonner maintenant' })).toHaveAttribute('href', '/payment');
    expect(within(dialog).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Statistiques' })).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/checkSubscription')[0]?.json()).toEqual({ email: 'parent@example.com' });
  });

  it('takes a signed-in person from « S’abonner maintenant » to the plans, not round the sign-up page', async () => {
    backendFor();
    const { router } = await renderFreshApp('/quiz', signInParent);

    const dialog = await screen.findByRole('dialog', { name: 'Abonnement Requis' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'S’abonner maintenant' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Choisissez votre formule' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a person without a subscription to subscribe on /dictate-ai/, the dictations', async () => {
    backendFor();
    await renderFreshApp('/dictate-ai/', signInParent);
    expect(await screen.findByRole('dialog', { name: 'Abonnement Requis' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Dictées' })).not.toBeInTheDocument();
  });

  it('opens the dictations (/dictate-ai/) to a subscriber', async () => {
    stubBackend({
      '/_cognito': cognitoSignsIn(parentIdToken()),
      '/api/checkSubscription': () => apiSuccess({ isActive: true, message: 'Votre abonnement est actif.' }),
      '/api/get_user': () => apiSuccess(accountOf({ isPremium: true })),
      '/api/get_dictations': () => apiSuccess({ passages: [], settings: { bareme: 'brevet', acceptReformed1990: true } }),
    });
    await renderFreshApp('/dictate-ai/', signInParent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dictées' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['/crossword/', '/voiceSpelling/voice-spelling-lists', '/battle/random'])(
    'asks a person without a subscription to subscribe on %s, a premium page not built yet, instead of a 404',
    async (path) => {
      backendFor();
      await renderFreshApp(path, signInParent);

      expect(await screen.findByRole('dialog', { name: 'Abonnement Requis' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page introuvable' })).not.toBeInTheDocument();
    },
  );

  it('sends a visitor from a premium page not built yet to the login page', async () => {
    stubBackend();
    const { router } = await renderFreshApp('/flashcard/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login/');
  });

  it('shows the 404 page to a subscriber on a premium page not built yet', async () => {
    backendFor({ isActive: true });
    await renderFreshApp('/battle/random', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the 404 page to anyone on an unknown address under a public page', async () => {
    stubBackend();
    await renderFreshApp('/instruction/page-inconnue');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('sends a person whose payment is pending to /payment', async () => {
    backendFor({ paymentPending: true });
    const { router } = await renderFreshApp('/profile/statistics/', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Choisissez votre formule' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('opens the account page to a person without a subscription too: every account manages itself', async () => {
    backendFor({});
    await renderFreshApp('/profile/', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S’abonner' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the account page to a subscriber', async () => {
    backendFor({ isActive: true });
    await renderFreshApp('/profile/', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // A fresh token in storage says at once who is signed in; one about to expire is refreshed first, which takes a moment.
  const expiringIdToken = () => fakeJwt({ ...parent, token_use: 'id', exp: Math.floor(Date.now() / 1000) + 30 });

  it('says it is signing in, then checking the subscription, while it waits', async () => {
    let answerCheck: (response: Response) => void = () => undefined;
    stubBackend({
      '/_cognito': cognitoSignsIn(expiringIdToken()),
      '/api/checkSubscription': () => new Promise<Response>((resolve) => (answerCheck = resolve)),
      '/api/get_user': () => apiSuccess(accountOf()),
    });
    await renderFreshApp('/profile/statistics/', signInParent);

    expect(await screen.findByText('Connexion en cours…', undefined)).toBeInTheDocument();
    expect(await screen.findByText('Vérification de votre abonnement…', undefined)).toBeInTheDocument();
    answerCheck(apiSuccess({ isActive: false, message: "Vous n'avez pas d'abonnement actif." }));
    expect(await screen.findByRole('dialog', { name: 'Abonnement Requis' })).toBeInTheDocument();
  });

  it('words the waiting in English for an English speaker', async () => {
    localStorage.setItem('plume.language', 'en');
    stubBackend({
      '/_cognito': cognitoSignsIn(expiringIdToken()),
      '/api/checkSubscription': () => new Promise<Response>(() => undefined),
    });
    await renderFreshApp('/profile/statistics/', signInParent);

    expect(await screen.findByText('Signing you in…', undefined)).toBeInTheDocument();
    expect(await screen.findByText('Checking your subscription…', undefined)).toBeInTheDocument();
  });

  it('falls back to "not subscribed" when the check fails and nothing is stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({
      '/_cognito': cognitoSignsIn(parentIdToken()),
      '/api/checkSubscription': () => jsonResponse(500, { error: true, message: 'Une erreur inattendue est survenue. Veuillez réessayer.', code: 'internal_error' }),
      '/api/get_user': () => apiSuccess(accountOf()),
    });
    await renderFreshApp('/profile/statistics/', signInParent);

    expect(await screen.findByRole('dialog', { name: 'Abonnement Requis' })).toBeInTheDocument();
  });

  /** No network: every request fails as fetch fails offline. */
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  it('does not open a premium page without network from another account’s check kept on this device', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (await import('@/lib/offline-data')).rememberSubscription('someone-else', true);
    stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()), '/api/checkSubscription': offline, '/api/get_user': offline });
    await renderFreshApp('/profile/statistics/', signInParent);
    expect(await screen.findByRole('dialog', { name: 'Abonnement Requis' })).toBeInTheDocument();
  });

  it('opens a premium page without network from the account’s last check kept on this device (a reload on a train)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (await import('@/lib/offline-data')).rememberSubscription(parent.sub, true);
    stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()), '/api/checkSubscription': offline, '/api/get_user': offline, '/api/get_statistics': offline });
    await renderFreshApp('/profile/statistics/', signInParent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiques' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Abonnement Requis' })).not.toBeInTheDocument();
  });

  it('logs a failed payment-status read and shows the dialog', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({
      '/_cognito': cognitoSignsIn(parentIdToken()),
      '/api/checkSubscription': () => apiSuccess({ isActive: false, message: "Vous n'avez pas d'abonnement actif." }),
      '/api/get_user': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderFreshApp('/profile/statistics/', signInParent);

    expect(await screen.findByRole('dialog', { name: 'Abonnement Requis' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('The payment status could not be read', expect.anything());
  });

  it('sends a visitor from a page that needs a session to the login page', async () => {
    stubBackend();
    const { router } = await renderFreshApp('/profileselector');

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login/');
  });

  it('takes a signed-in person from an auth page to the profile selector', async () => {
    backendFor();
    const { router } = await renderFreshApp('/auth/login/', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: /^Qui joue aujourd’hui/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profileselector');
  });

  it('takes a return from the payment page to /payment-success', async () => {
    backendFor({ isActive: true });
    const { router } = await renderFreshApp('/?session_id=cs_test_1&payment=success', signInParent);

    expect(await screen.findByRole('heading', { name: /^Bienvenue dans Plume/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
  });
});
