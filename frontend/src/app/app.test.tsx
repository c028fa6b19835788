import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LAST_CONFIGURATION_KEY } from '@/features/settings/api/last-configuration';
import { applyPreferredLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { aboutUsPage, apiSuccess, requestsTo, stubBackend, systemConfiguration } from '@/test/fake-backend';
import { App } from '.';
import { createAppRouter } from './router';

/** The whole app at a URL, as `main.tsx` starts it; lazy pages can take a moment to load the first time. */
async function renderApp(path: string) {
  window.history.pushState({}, '', path);
  await applyPreferredLanguage();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  onTestFinished(() => router.dispose());
  return render(<App queryClient={queryClient} router={router} />);
}

const frenchHeroTitle = 'Le plaisir d’écrire un français juste';
const englishHeroTitle = 'The joy of writing French well';

describe('App', () => {
  it('shows the French landing page to a first-time visitor', async () => {
    stubBackend();
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: frenchHeroTitle })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Essayer Plume' })) expect(link).toHaveAttribute('href', '/auth/sign-up/');
    expect(screen.getByRole('link', { name: 'Voir les tarifs' })).toHaveAttribute('href', '/pricing');
    expect(document.documentElement.lang).toBe('fr');
    // The route progress bar is named, as every progress bar must be.
    expect(screen.getByRole('progressbar', { name: 'Chargement de la page' })).toBeInTheDocument();
  });

  it('speaks the default language of the system configuration to a visitor who has not chosen one', async () => {
    stubBackend({ '/api/get_system_configurations': () => apiSuccess({ ...systemConfiguration, defaultLanguage: 'en' }) });
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: englishHeroTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: frenchHeroTitle })).not.toBeInTheDocument();
  });

  it('shows the maintenance message instead of any page while maintenance is on', async () => {
    stubBackend({ '/api/get_system_configurations': () => apiSuccess({ ...systemConfiguration, maintenanceMode: true }) });
    await renderApp('/');

    expect(await screen.findByText(systemConfiguration.maintenanceMessage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nous revenons très vite' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: frenchHeroTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('answers an unknown address under a public page with the 404 page and a way home', async () => {
    stubBackend();
    await renderApp('/about-us/cette-page-n-existe-pas');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('leaves the focus alone on the first page, then moves it to the new page’s content after each move', async () => {
    stubBackend();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: frenchHeroTitle });
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', { name: 'Tarifs' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Un abonnement pour toute la famille' })).toBeInTheDocument();
    // The focus moves in an effect after the new page renders: on a busy machine that can come after its heading shows.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('paints the landing page before the system configuration answers, and keeps the answer for the next visit', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubBackend({ '/api/get_system_configurations': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: frenchHeroTitle })).toBeInTheDocument();
    expect(localStorage.getItem(LAST_CONFIGURATION_KEY)).toBeNull();

    answer(apiSuccess(systemConfiguration));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(LAST_CONFIGURATION_KEY) ?? 'null')).toEqual({ maintenanceMode: false, maintenanceMessage: systemConfiguration.maintenanceMessage, defaultLanguage: 'fr' }));
  });

  it('paints with the configuration the last visit kept: maintenance at once, while the call has not answered', async () => {
    localStorage.setItem(LAST_CONFIGURATION_KEY, JSON.stringify({ maintenanceMode: true, maintenanceMessage: 'Retour à midi.', defaultLanguage: 'fr' }));
    stubBackend({ '/api/get_system_configurations': () => new Promise<Response>(() => undefined) });
    await renderApp('/');

    expect(await screen.findByText('Retour à midi.', undefined)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('leaves maintenance as soon as the current configuration says it is over', async () => {
    localStorage.setItem(LAST_CONFIGURATION_KEY, JSON.stringify({ maintenanceMode: true, maintenanceMessage: 'Retour à midi.', defaultLanguage: 'fr' }));
    stubBackend();
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: frenchHeroTitle })).toBeInTheDocument();
    expect(screen.queryByText('Retour à midi.')).not.toBeInTheDocument();
  });

  it('still shows the site when the system configuration cannot be loaded, and says the server is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBackend({ '/api/get_system_configurations': () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: frenchHeroTitle })).toBeInTheDocument();
    expect(await screen.findByText('Impossible de joindre le serveur. Vérifiez votre connexion.')).toBeInTheDocument();
  });

  it('switches to English from the header and remembers the choice', async () => {
    stubBackend();
    const { unmount } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: frenchHeroTitle });

    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Langue' })).getByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: englishHeroTitle })).toBeInTheDocument();
    expect(localStorage.getItem('plume.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    // A new visit (the French default notwithstanding) opens in English.
    unmount();
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: englishHeroTitle })).toBeInTheDocument();
  });

  it('loads a content page from get_settings, without a session and without a success toast', async () => {
    const fetchMock = stubBackend();
    await renderApp('/about-us/');

    expect(await screen.findByRole('heading', { level: 1, name: aboutUsPage.title })).toBeInTheDocument();
    expect(screen.getByText(aboutUsPage.body)).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/get_settings');
    expect(await request?.json()).toEqual({ type: 'about_us' });
    expect(request?.headers.has('authorization')).toBe(false);
    expect(screen.queryByText('Paramètres chargés')).not.toBeInTheDocument();
  });
});
