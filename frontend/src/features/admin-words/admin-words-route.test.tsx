import type { AdminSpellingWord } from '@plume/shared/spelling/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt, parent } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

// jsdom has no font loading API, which Mantine's autosizing text areas listen to.
beforeAll(() => {
  if (!document.fonts) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

const word = (spelt: string, overrides: Partial<AdminSpellingWord> = {}): AdminSpellingWord => ({
  id: `ce1-${spelt}`, word: spelt, level: 'ce1', category: 'nom', gender: 'm', rule: 'lettres-simples', sentence: `Le ${spelt} est là.`, hidden: false, version: 0, origin: 'seed', ...overrides,
});

/** The console's back end, signed in as a member of the Cognito group `admin` (the route guard asks for it). */
function adminBackend(routes: Parameters<typeof stubSubscriberBackend>[0] = {}) {
  return stubSubscriberBackend({
    '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['admin'] })),
    '/api/admin/list_spelling_words': () => apiSuccess({ words: [word('stylo'), word('vélo', { id: 'ce1-velo', hidden: true, version: 2, origin: 'admin' })] }),
    '/api/admin/update_spelling_word': () => jsonResponse(200, { error: false, message: 'Mot enregistré', data: { word: word('stylo', { hidden: true, version: 1 }) } }),
    ...routes,
  });
}

describe('admin spelling words', () => {
  it('lists the level in the address, searches it, and hides a word over the version it was read at', async () => {
    const user = userEvent.setup();
    const fetchMock = adminBackend();
    await renderFreshApp('/admin/words?level=ce1', signInParent);

    const table = await screen.findByRole('table', { name: 'Mots du niveau CE1' });
    expect(await requestsTo(fetchMock, '/api/admin/list_spelling_words')[0]?.json()).toEqual({ level: 'ce1' });
    const hiddenRow = within(table).getByRole('row', { name: /ce1-velo/ });
    expect(hiddenRow).toHaveTextContent('Masqué');
    expect(hiddenRow).toHaveTextContent('ajouté');
    expect(within(table).getByRole('row', { name: /ce1-stylo/ })).toHaveTextContent('Lettres et sons simples');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un mot' }), 'velo');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/list_spelling_words').length).toBeGreaterThan(1));
    expect(await requestsTo(fetchMock, '/api/admin/list_spelling_words').at(-1)?.json()).toEqual({ level: 'ce1', search: 'velo' });

    await user.click(screen.getByRole('button', { name: 'Masquer «\u202fstylo\u202f»' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/update_spelling_word')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/admin/update_spelling_word')[0]?.json()).toEqual({
      id: 'ce1-stylo', word: 'stylo', category: 'nom', gender: 'm', rule: 'lettres-simples', sentence: 'Le stylo est là.', version: 0, hidden: true,
    });
  });

  it('checks a new word’s sentence before sending it, then adds it to the chosen level', async () => {
    const user = userEvent.setup();
    const fetchMock = adminBackend({ '/api/admin/add_spelling_word': () => jsonResponse(201, { error: false, message: 'Mot ajouté', data: { word: word('lune', { id: 'cm1-lune', level: 'cm1', origin: 'admin', version: 1 }) } }) });
    await renderFreshApp('/admin/words', signInParent);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Niveau' }), 'cm1');
    expect(window.location.search).toBe('?level=cm1');
    await user.click(screen.getByRole('button', { name: 'Ajouter un mot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau mot' });
    expect(within(dialog).getByRole('combobox', { name: 'Niveau' })).toHaveValue('cm1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mot/ }), 'lune');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Genre (pour un nom)' }), 'f');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phrase d’exemple/ }), 'Il fait nuit.');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La phrase doit contenir le mot tel qu’il s’écrit.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/add_spelling_word')).toHaveLength(0);

    const sentence = within(dialog).getByRole('textbox', { name: /^Phrase d’exemple/ });
    await user.clear(sentence);
    await user.type(sentence, 'La lune brille.');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requestsTo(fetchMock, '/api/admin/add_spelling_word')[0]?.json()).toEqual({ word: 'lune', level: 'cm1', category: 'nom', gender: 'f', rule: 'lettres-simples', sentence: 'La lune brille.' });
  });

  it('keeps the form open with the server’s reason when someone saved the word in between', async () => {
    const user = userEvent.setup();
    const stale = 'Ce mot vient d’être modifié par quelqu’un d’autre : rechargez-le avant de l’enregistrer.';
    const fetchMock = adminBackend({ '/api/admin/update_spelling_word': () => jsonResponse(409, { error: true, code: 'spelling_word_stale', message: stale }) });
    await renderFreshApp('/admin/words?level=ce1', signInParent);

    await user.click(await screen.findByRole('button', { name: 'Modifier «\u202fstylo\u202f»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le mot' });
    expect(within(dialog).getByRole('combobox', { name: 'Niveau' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    // The list is read again, so the admin sees the other change before trying again.
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/list_spelling_words').length).toBeGreaterThan(1));
  });

  it('says when a level has no words', async () => {
    adminBackend({ '/api/admin/list_spelling_words': () => apiSuccess({ words: [] }) });
    await renderFreshApp('/admin/words', signInParent);
    expect(await screen.findByText('Ce niveau n’a encore aucun mot.')).toBeInTheDocument();
  });
});
