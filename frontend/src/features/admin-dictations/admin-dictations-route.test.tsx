import type { AdminDictationPassage } from '@plume/shared/dictation/admin';
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

const passage = (id: string, overrides: Partial<AdminDictationPassage> = {}): AdminDictationPassage => ({
  id, level: 'ce1', title: 'Le chat de Léa', text: 'Léa a un chat.\nIl dort.', groups: ['Léa a un chat.', 'Il dort.'], tags: ['majuscules'],
  hidden: false, version: 0, origin: 'seed', coverage: { words: 6, known: 5 }, ...overrides,
});

/** The console's back end, signed in as a member of the Cognito group `admin` (the route guard asks for it). */
function adminBackend(routes: Parameters<typeof stubSubscriberBackend>[0] = {}) {
  return stubSubscriberBackend({
    '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['admin'] })),
    '/api/admin/list_dictation_passages': () => apiSuccess({ passages: [passage('ce1-le-chat-de-lea'), passage('ce1-la-mer', { title: 'La mer', hidden: true, version: 2, origin: 'admin' })] }),
    '/api/admin/update_dictation_passage': () => jsonResponse(200, { error: false, message: 'Dictée enregistrée', data: { passage: passage('ce1-le-chat-de-lea', { hidden: true, version: 1 }) } }),
    ...routes,
  });
}

describe('admin dictation passages', () => {
  it('lists the level in the address with states and known forms, searches it, and hides a passage over the version it was read at', async () => {
    const user = userEvent.setup();
    const fetchMock = adminBackend();
    await renderFreshApp('/admin/dictations?level=ce1', signInParent);

    const table = await screen.findByRole('table', { name: 'Dictées du niveau CE1' });
    expect(await requestsTo(fetchMock, '/api/admin/list_dictation_passages')[0]?.json()).toEqual({ level: 'ce1' });
    const hiddenRow = within(table).getByRole('row', { name: /ce1-la-mer/ });
    expect(hiddenRow).toHaveTextContent('Masquée');
    expect(hiddenRow).toHaveTextContent('ajoutée');
    const row = within(table).getByRole('row', { name: /ce1-le-chat-de-lea/ });
    expect(row).toHaveTextContent('2 groupes');
    expect(row).toHaveTextContent(/Formes connues.: 5 mots sur 6/);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une dictée' }), 'mer');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/list_dictation_passages').length).toBeGreaterThan(1));
    expect(await requestsTo(fetchMock, '/api/admin/list_dictation_passages').at(-1)?.json()).toEqual({ level: 'ce1', search: 'mer' });

    await user.click(screen.getByRole('button', { name: 'Masquer «\u202fLe chat de Léa\u202f»' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/update_dictation_passage')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/admin/update_dictation_passage')[0]?.json()).toEqual({
      id: 'ce1-le-chat-de-lea', title: 'Le chat de Léa', text: 'Léa a un chat.\nIl dort.', groups: ['Léa a un chat.', 'Il dort.'], tags: ['majuscules'], version: 0, hidden: true,
    });
  });

  it('proposes groups from the text, refuses groups that do not give it back, then adds the passage to the chosen level', async () => {
    const user = userEvent.setup();
    const fetchMock = adminBackend({ '/api/admin/add_dictation_passage': () => jsonResponse(201, { error: false, message: 'Dictée ajoutée', data: { passage: passage('cm-le-gouter', { level: 'cm', origin: 'admin', version: 1 }) } }) });
    await renderFreshApp('/admin/dictations', signInParent);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Niveau' }), 'cm');
    expect(window.location.search).toBe('?level=cm');
    await user.click(screen.getByRole('button', { name: 'Ajouter une dictée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle dictée' });
    expect(within(dialog).getByRole('combobox', { name: 'Niveau' })).toHaveValue('cm');
    expect(dialog).toHaveTextContent('ont leur accord jugé d’après leurs terminaisons');
    const paste = async (name: RegExp, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await paste(/^Titre/, 'Le goûter');
    await paste(/^Texte/, 'Il est quatre heures. Léa mange une pomme.');
    await paste(/^Groupes dictés/, 'Il est quatre heures.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ponctuation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(/Les groupes, mis bout à bout, doivent redonner le texte exactement/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/add_dictation_passage')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Proposer des groupes à partir du texte' }));
    expect(within(dialog).getByRole('textbox', { name: /^Groupes dictés/ })).toHaveValue('Il est quatre heures.\nLéa mange une pomme.');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requestsTo(fetchMock, '/api/admin/add_dictation_passage')[0]?.json()).toEqual({
      level: 'cm', title: 'Le goûter', text: 'Il est quatre heures. Léa mange une pomme.', groups: ['Il est quatre heures.', 'Léa mange une pomme.'], tags: ['ponctuation'],
    });
    // A form of this size takes a while to fill in jsdom on a busy machine.
  }, 40_000);

  it('keeps the form open with the server’s reason when someone saved the passage in between', async () => {
    const user = userEvent.setup();
    const stale = 'Cette dictée vient d’être modifiée par quelqu’un d’autre : rechargez-la avant de l’enregistrer.';
    const fetchMock = adminBackend({ '/api/admin/update_dictation_passage': () => jsonResponse(409, { error: true, code: 'dictation_passage_stale', message: stale }) });
    await renderFreshApp('/admin/dictations?level=ce1', signInParent);

    await user.click(await screen.findByRole('button', { name: 'Modifier «\u202fLe chat de Léa\u202f»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la dictée' });
    expect(within(dialog).getByRole('combobox', { name: 'Niveau' })).toBeDisabled();
    expect(dialog).toHaveTextContent(/Formes connues.: 5 mots sur 6/);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    // The list is read again, so the admin sees the other change before trying again.
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/list_dictation_passages').length).toBeGreaterThan(1));
  });

  it('says when the list cannot be read, with a retry, and when a level has no passage', async () => {
    let calls = 0;
    adminBackend({
      '/api/admin/list_dictation_passages': () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { error: true, message: 'Erreur interne', code: 'internal_error' }) : apiSuccess({ passages: [] });
      },
    });
    await renderFreshApp('/admin/dictations', signInParent);
    const failure = await screen.findByRole('alert', undefined);
    expect(failure).toHaveTextContent('Erreur interne');
    await userEvent.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Ce niveau n’a encore aucune dictée.')).toBeInTheDocument();
  });
});
