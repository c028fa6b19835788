import type { AdminQuestion } from '@plume/shared/quiz/play-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt, parent, parentIdToken } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

// jsdom has no font loading API, which Mantine's autosizing text areas listen to.
beforeAll(() => {
  if (!document.fonts) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

const categories = [
  {
    id: 'orthographe',
    name: 'Orthographe',
    description: 'Écrire juste',
    subcategories: [
      { id: 'accords', name: 'Accords', levels: 2, questions: 20 },
      { id: 'homophones', name: 'Homophones', levels: 1, questions: 10 },
    ],
  },
];

const question = (id: string, overrides: Partial<AdminQuestion> = {}): AdminQuestion => ({
  id,
  subcategory: 'accords',
  level: 2,
  difficulty: 'moyen',
  question: `Question ${id} ?`,
  options: ['Bonne', 'Fausse 1', 'Fausse 2', 'Fausse 3'],
  answer: 0,
  explanation: 'Parce que.',
  language: 'fr',
  ...overrides,
});

/** The admin console's back end, signed in as a member of the Cognito group `admin` (the route guard asks for it). */
function adminBackend(routes: Parameters<typeof stubSubscriberBackend>[0] = {}) {
  return stubSubscriberBackend({
    '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['admin'] })),
    '/api/get_quiz_categories': () => apiSuccess(categories),
    '/api/admin/list_reports': () => apiSuccess({ reports: [] }),
    '/api/admin/list_questions': () => apiSuccess({ questions: [question('q-1'), question('q-2', { hidden: true, audio: true })] }),
    '/api/admin/save_question': () => jsonResponse(200, { error: false, message: 'Question enregistrée', data: null }),
    ...routes,
  });
}

describe('admin questions', () => {
  it('tells a non-admin the page is not theirs', async () => {
    adminBackend({ '/_cognito': cognitoSignsIn(parentIdToken()) });
    await renderFreshApp('/admin/questions', signInParent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Réservé à l’équipe' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('lists a level’s questions, hides one and edits another through the form', async () => {
    const user = userEvent.setup();
    const fetchMock = adminBackend();
    await renderFreshApp('/admin/questions', signInParent);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Catégorie' }), 'orthographe');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sous-catégorie' }), 'accords');
    const level = screen.getByRole('combobox', { name: 'Niveau' });
    expect(within(level).getByRole('option', { name: 'Niveau 3 (nouveau)' })).toBeInTheDocument();
    await user.selectOptions(level, '2');

    const table = await screen.findByRole('table');
    // A subcategory opens on its first level.
    expect(await requestsTo(fetchMock, '/api/admin/list_questions')[0]?.json()).toEqual({ category: 'orthographe', subcategory: 'accords', level: 1 });
    expect(await requestsTo(fetchMock, '/api/admin/list_questions').at(-1)?.json()).toEqual({ category: 'orthographe', subcategory: 'accords', level: 2 });
    const hiddenRow = within(table).getByRole('row', { name: /q-2/ });
    expect(within(hiddenRow).getByText('Masquée')).toBeInTheDocument();
    expect(within(hiddenRow).getByText('Audio')).toBeInTheDocument();
    expect(window.location.search).toBe('?category=orthographe&subcategory=accords&level=2');

    await user.click(screen.getByRole('button', { name: 'Masquer la question q-1' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/save_question')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/admin/save_question')[0]?.json()).toEqual({ category: 'orthographe', question: { ...question('q-1'), hidden: true } });

    await user.click(screen.getByRole('button', { name: 'Modifier la question q-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la question' });
    expect(within(dialog).getByRole('textbox', { name: 'Identifiant' })).toHaveAttribute('readonly');
    const second = within(dialog).getByRole('textbox', { name: /^Réponse 2/ });
    await user.clear(second);
    await user.type(second, 'bonne');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Les quatre réponses doivent toutes être différentes.')).toBeInTheDocument();

    await user.type(second, 's gens');
    await user.click(within(dialog).getByRole('radio', { name: 'La réponse 2 est la bonne' }));
    await user.click(within(dialog).getByRole('switch', { name: /^Masquée/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requestsTo(fetchMock, '/api/admin/save_question')[1]?.json()).toEqual({
      category: 'orthographe',
      question: { ...question('q-1'), options: ['Bonne', 'bonnes gens', 'Fausse 2', 'Fausse 3'], answer: 1, audio: false, hidden: true },
    });
  });

  it('imports a pasted CSV and names the lines to fix when it is refused', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const fetchMock = adminBackend({
      // As the API refuses an import: a 400 whose data names the wrong lines.
      '/api/admin/import_questions': () =>
        ++attempt === 1
          ? jsonResponse(400, { error: true, code: 'import_rejected', message: 'Import refusé', data: { imported: 0, errors: [{ line: 2, message: 'answer doit valoir 1 à 4' }] } })
          : apiSuccess({ imported: 3, errors: [] }),
    });
    await renderFreshApp('/admin/questions', signInParent);

    await user.click(await screen.findByRole('tab', { name: 'Import CSV' }));
    expect(screen.getByText(/^category,subcategory,level,difficulty,question,option1/)).toBeInTheDocument();
    const csv = 'orthographe,accords,1,facile,Question ?,a,b,c,d,5,Parce que.,false';
    await user.type(screen.getByRole('textbox', { name: 'Ou collez son contenu' }), csv);
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    const refused = await within(screen.getByRole('main')).findByRole('alert');
    expect(refused).toHaveTextContent(/Import refusé : 1 ligne à corriger/);
    expect(refused).toHaveTextContent('Ligne 2 : answer doit valoir 1 à 4');
    expect(await requestsTo(fetchMock, '/api/admin/import_questions')[0]?.json()).toEqual({ csv });

    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('3 questions importées.')).toBeInTheDocument();
  });

  it('lists the players’ reports', async () => {
    const user = userEvent.setup();
    adminBackend({
      '/api/admin/list_reports': () =>
        apiSuccess({
          reports: [
            { reportId: 'r-1', questionId: 'q-1', question: 'Question q-1 ?', reason: 'typo', details: 'Il manque un accent', profileId: 'child-9', createdAt: '2026-11-22T10:00:00.000Z', cursor: '2026-11-22T10:00:00.000Z#r-1' },
          ],
        }),
    });
    await renderFreshApp('/admin/questions', signInParent);

    await user.click(await screen.findByRole('tab', { name: 'Signalements' }));
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /q-1/ });
    expect(row).toHaveTextContent('Faute de frappe');
    expect(row).toHaveTextContent('Il manque un accent');
    expect(row).toHaveTextContent('child-9');
  });
});
