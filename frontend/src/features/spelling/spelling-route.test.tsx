import {
  downloadedSpellingSchema, spellingCatalogueSchema, spellingResultsSchema, spellingSessionSchema, spellingVerdictSchema, submittedSpellingSchema,
} from '@plume/shared/spelling/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { behindNetwork } from '@/test/network';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { memoryDeviceStore } from '@/lib/device-store';
import { swapDownloadedSessionStore } from './offline/downloaded-sessions';
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

describe('a spelling session downloaded to play without network', () => {
  const items = [item, { ...item, itemId: 'item-2', letters: 6, sentence: undefined }];
  const downloaded = downloadedSpellingSchema.parse({ sessionId: 's-9', source: { kind: 'level', level: 'cp', rule: 'accent-aigu' }, items, expiresAt: '2026-12-07T10:00:00.000Z' });
  const judged = submittedSpellingSchema.parse({
    verdicts: [{ itemId: 'item-1', result: 'accent', positions: [0, 2], typed: 'ete', word: 'été', rule: 'accent-aigu' }, { itemId: 'item-2', result: 'correct', positions: [], typed: 'maison', word: 'maison' }],
    results: { ...results, sessionId: 's-9', words: 2, answered: 2, correctFirstTime: 1, coins: 1, byRule: [{ rule: 'accent-aigu', words: 2, correct: 1 }] },
  });

  it('downloads a level, is played offline with no verdict shown, and is judged once when the network returns', async () => {
    swapDownloadedSessionStore(memoryDeviceStore((session) => session.sessionId));
    const fetchMock = stubSubscriberBackend({
      '/api/get_spelling_catalogue': () => apiSuccess(catalogue),
      '/api/download_spelling': () => jsonResponse(201, { error: false, message: 'Séance téléchargée', code: 'spelling_downloaded', data: downloaded }),
      '/api/submit_spelling_answers': () => apiSuccess(judged),
    });
    const { setNetwork } = behindNetwork(fetchMock);
    const user = userEvent.setup();
    await renderFreshApp('/keyboard-spelling', signInParent);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Règle d’orthographe' }), 'accent-aigu');
    await user.click(screen.getByRole('button', { name: 'Télécharger pour jouer hors ligne' }));
    const card = await screen.findByTestId('downloaded-session');
    expect(card).toHaveTextContent('CP · Accent aigu');
    expect(card).toHaveTextContent('2 mots · à jouer avant le 7 décembre 2026');
    expect(await requestsTo(fetchMock, '/api/download_spelling')[0]?.json()).toEqual({ profileId: 'parent-1', source: { kind: 'level', level: 'cp', rule: 'accent-aigu' } });

    // The network goes: the session plays from the device, each answer kept there, no verdict (nothing is judged yet).
    setNetwork(false);
    await user.click(within(card).getByRole('button', { name: 'Jouer la séance «\u00a0CP · Accent aigu\u00a0»' }));
    expect(await screen.findByText('Mot 1 sur 2')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Votre réponse' }), 'ete{Enter}');
    expect(await screen.findByText('Mot 2 sur 2')).toBeInTheDocument();
    expect(screen.getByText('Réponse gardée sur cet appareil.')).toBeInTheDocument();
    expect(screen.queryByTestId('spelling-verdict')).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: 'Votre réponse' }), 'maison{Enter}');
    expect(await screen.findByTestId('spelling-offline-waiting')).toHaveTextContent('Hors ligne : vos réponses restent sur cet appareil');
    expect(requestsTo(fetchMock, '/api/submit_spelling_answers')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retour aux séances' }));
    expect(await screen.findByText('Réponses en attente d’envoi')).toBeInTheDocument();

    // The network returns: the answers go once, all together, and the results wait to be seen.
    setNetwork(true);
    await user.click(await screen.findByRole('button', { name: 'Voir les résultats' }));
    const done = await screen.findByTestId('spelling-results');
    expect(done).toHaveTextContent('1 mot juste du premier coup sur 2');
    const sent = requestsTo(fetchMock, '/api/submit_spelling_answers');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ profileId: 'parent-1', sessionId: 's-9', answers: [{ itemId: 'item-1', answer: 'ete' }, { itemId: 'item-2', answer: 'maison' }] });
    // Seen once, the judged session leaves the device.
    await user.click(screen.getByRole('button', { name: 'Nouvelle séance' }));
    await screen.findByRole('combobox', { name: 'Règle d’orthographe' });
    expect(screen.queryByTestId('downloaded-session')).toBeNull();
  });
});
