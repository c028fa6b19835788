import { spellingCatalogueSchema, spellingResultsSchema, spellingSessionSchema, spellingVerdictSchema } from '@plume/shared/spelling/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const item = { itemId: 'item-1', letters: 3, audio: { url: '/media/speech/a.mp3' }, sentence: { text: 'L’_____ est chaud.', audio: { url: '/media/speech/b.mp3' } }, retry: false };
const catalogue = spellingCatalogueSchema.parse({ levels: [{ level: 'cp', words: 146, rules: [{ rule: 'accent-aigu', words: 6 }] }], lists: [] });
const session = spellingSessionSchema.parse({ sessionId: 's-1', source: { kind: 'level', level: 'cp' }, next: item, progress: { words: 1, answered: 0, remaining: 1, correct: 0 } });
const verdict = spellingVerdictSchema.parse({
  itemId: 'item-1', result: 'accent', positions: [0, 2], typed: 'ete', word: 'été', rule: 'accent-aigu', willReturn: false, next: null,
  progress: { words: 1, answered: 1, remaining: 0, correct: 0 },
});
const results = spellingResultsSchema.parse({
  sessionId: 's-1', words: 1, answered: 1, correctFirstTime: 0, coins: 0, mistakes: [{ word: 'été', typed: 'ete', kind: 'accent', rule: 'accent-aigu' }],
  byRule: [{ rule: 'accent-aigu', words: 1, correct: 0 }],
});

function spellingBackend() {
  return stubSubscriberBackend({
    '/api/get_spelling_catalogue': () => apiSuccess(catalogue),
    '/api/start_spelling': () => jsonResponse(201, { error: false, message: 'C’est parti', code: 'spelling_started', data: session }),
    '/api/answer_spelling': () => apiSuccess(verdict),
    '/api/finish_spelling': () => apiSuccess(results),
  });
}

describe('spelling on the keyboard', () => {
  it('hears a word, types it, sees the accent mistake with its rule, then the results per rule', async () => {
    const fetchMock = spellingBackend();
    const user = userEvent.setup();
    await renderFreshApp('/keyboard-spelling', signInParent);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Règle d’orthographe' }), 'accent-aigu');
    await user.click(screen.getByRole('button', { name: 'Commencer' }));

    const answer = await screen.findByRole('textbox', { name: 'Votre réponse' });
    expect(screen.getByText('L’_____ est chaud.')).toBeInTheDocument();
    expect(screen.getByText('3 caractères')).toBeInTheDocument();
    await user.type(answer, 'ete{Enter}');
    const shown = await screen.findByTestId('spelling-verdict');
    expect(shown).toHaveTextContent(/Presque.*attention aux accents/);
    expect([...shown.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['é', 'é']);
    expect(shown).toHaveTextContent('Le e prononcé [e] fermé prend un accent aigu');
    expect(answer).toBeDisabled();
    expect(await requestsTo(fetchMock, '/api/start_spelling')[0]?.json()).toEqual({ profileId: 'parent-1', source: { kind: 'level', level: 'cp', rule: 'accent-aigu' } });
    expect(await requestsTo(fetchMock, '/api/answer_spelling')[0]?.json()).toEqual({ profileId: 'parent-1', sessionId: 's-1', itemId: 'item-1', answer: 'ete' });

    await user.click(screen.getByRole('button', { name: 'Voir les résultats' }));
    const done = await screen.findByTestId('spelling-results', undefined);
    expect(done).toHaveTextContent('0 mot juste du premier coup sur 1');
    expect(within(done).getByRole('table')).toHaveTextContent('Accent aigu0 / 1');
  });

  it('opens on the level and rule a link asks for (a dictation correction’s « S’entraîner »), or the first level that has the rule', async () => {
    spellingBackend();
    await renderFreshApp('/keyboard-spelling?level=ce2&rule=accent-aigu', signInParent);
    // The catalogue has accent-aigu words at CP only: the link's CE2 gives way to it.
    expect(await screen.findByRole('combobox', { name: 'Règle d’orthographe' })).toHaveValue('accent-aigu');
    expect(screen.getByRole('combobox', { name: 'Niveau' })).toHaveValue('cp');
  });

  it('says plainly that voice spelling cannot listen here, and offers the keyboard in place', async () => {
    spellingBackend();
    const user = userEvent.setup();
    await renderFreshApp('/voiceSpelling', signInParent);
    await user.click(await screen.findByRole('button', { name: 'Commencer' }));
    expect(await screen.findByText('L’épellation à voix haute n’est pas disponible ici', undefined)).toBeInTheDocument();
    expect(screen.getByText(/Firefox/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Votre réponse' })).toBeInTheDocument();
  });
});
