import { defaultSystemConfiguration } from '@plume/shared/settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nestWords } from '@/lib/custom-language';
import { apiSuccess, requestsTo, stubBackend } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt, parent } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';
import { flattenWords, readCustomSet } from './custom-language-set';

// jsdom has no document.fonts, which Mantine's autosizing textarea listens to.
beforeAll(() => {
  if (!document.fonts) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

const known = new Set(['nav.home', 'nav.pricing', 'footer.about', 'learnerHome.flashcards.due_one']);

describe('a custom translation set, as an admin writes it', () => {
  it('is read flat or nested, its leaves texts under keys the catalogues have', () => {
    expect(readCustomSet('{"nav.home": "Maison", "footer": {"about": "Qui sommes-nous"}}', known)).toEqual({ words: { 'nav.home': 'Maison', 'footer.about': 'Qui sommes-nous' } });
    expect(readCustomSet('{"nav.home": ', known)).toEqual({ problem: { kind: 'notJson' } });
    expect(readCustomSet('["nav.home"]', known)).toEqual({ problem: { kind: 'notObject' } });
    expect(readCustomSet('{"nav": {"home": 3, "pricing": ["a"]}}', known)).toEqual({ problem: { kind: 'notText', keys: ['nav.home', 'nav.pricing'] } });
    expect(readCustomSet(JSON.stringify({ 'nav.home': 'x'.repeat(2001) }), known)).toEqual({ problem: { kind: 'tooLong', keys: ['nav.home'] } });
    expect(readCustomSet('{"nav.homme": "Maison", "zzz": "?"}', known)).toEqual({ problem: { kind: 'unknownKeys', keys: ['nav.homme', 'zzz'] } });
  });

  it('goes back to the catalogues’ shape for i18next', () => {
    const words = { 'nav.home': 'Maison', 'nav.pricing': 'Prix', 'footer.about': 'Nous' };
    expect(nestWords(words)).toEqual({ nav: { home: 'Maison', pricing: 'Prix' }, footer: { about: 'Nous' } });
    expect(flattenWords(nestWords(words))).toEqual(words);
  });
});

describe('the custom language', () => {
  it('is saved by an admin on the configuration page, after a French refusal of unknown keys, and offered from there', async () => {
    // Prepare
    const user = userEvent.setup();
    let stored = { words: {}, updatedAt: null as string | null };
    const fetchMock = stubSubscriberBackend({
      '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['admin'] })),
      '/api/get_custom_language': () => apiSuccess(stored),
      '/api/admin/update_custom_language': async (request) => {
        stored = { words: ((await request.json()) as { words: Record<string, string> }).words, updatedAt: '2026-11-29T10:00:00.000Z' };
        return apiSuccess(stored, 'Traductions personnalisées enregistrées');
      },
      '/api/admin/update_system_configurations': async (request) => apiSuccess({ ...defaultSystemConfiguration, ...((await request.json()) as object) }),
    });
    await renderFreshApp('/admin/configuration', signInParent);
    const set = await screen.findByRole('group', { name: 'Jeu de traductions' });
    expect(within(set).getByRole('status')).toHaveTextContent('Aucune traduction personnalisée n’est enregistrée.');
    const words = within(set).getByRole('textbox', { name: 'Traductions personnalisées (JSON)' });

    // Act: a key no catalogue has
    await user.click(words);
    await user.paste('{"nav": {"home": "Maison", "homme": "?"}}');
    await user.click(within(set).getByRole('button', { name: 'Enregistrer les traductions' }));

    // Assess
    expect(await within(set).findByText(/^Ces clés n’existent dans aucun catalogue\s: nav\.homme\.$/)).toBeInTheDocument();
    expect(words).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, '/api/admin/update_custom_language')).toHaveLength(0);

    // Act: fixed, then saved
    await user.clear(words);
    await user.paste('{"nav": {"home": "Maison"}, "footer.about": "Qui sommes-nous"}');
    await user.click(within(set).getByRole('button', { name: 'Enregistrer les traductions' }));

    // Assess: the set is sent flat, and what is stored now is said
    expect(await within(await screen.findByRole('group', { name: 'Jeu de traductions' })).findByText('2 traductions enregistrées le 29 novembre 2026.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/admin/update_custom_language')[0]!.json()).toEqual({ words: { 'nav.home': 'Maison', 'footer.about': 'Qui sommes-nous' } });

    // Act: offered in the language menu, a setting of the configuration form
    await user.click(await screen.findByRole('switch', { name: /^Proposer la langue personnalisée dans le menu des langues/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await vi.waitFor(() => expect(requestsTo(fetchMock, '/api/admin/update_system_configurations')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/admin/update_system_configurations')[0]!.json()).toEqual({ customLanguageOffered: true });
  });

  it('is offered in the language menu when the configuration says so, loaded when chosen, and spoken at once (English where it says nothing)', async () => {
    // Prepare
    const user = userEvent.setup();
    const fetchMock = stubBackend({
      '/api/get_system_configurations': () => apiSuccess({ ...defaultSystemConfiguration, customLanguageOffered: true }),
      '/api/get_custom_language': () => apiSuccess({ words: { 'nav.pricing': 'Combien ça coûte' }, updatedAt: '2026-11-29T10:00:00.000Z' }),
    });
    await renderFreshApp('/about-us/');
    const menu = await screen.findByRole('radiogroup', { name: 'Langue' });
    const custom = await within(menu).findByRole('radio', { name: 'Personnalisé' });
    expect(requestsTo(fetchMock, '/api/get_custom_language')).toHaveLength(0);

    // Act
    await user.click(custom);

    // Assess
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Combien ça coûte' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(custom).toBeChecked();
    expect(localStorage.getItem('plume.language')).toBe('custom');
    expect(requestsTo(fetchMock, '/api/get_custom_language')[0]!.method).toBe('GET');
  });

  it('is not offered when the configuration does not say so', async () => {
    stubBackend();
    await renderFreshApp('/about-us/');
    const menu = await screen.findByRole('radiogroup', { name: 'Langue' });
    expect(within(menu).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['fr', 'en']);
  });
});
