import { dictationCatalogueSchema, dictationResultSchema, dictationSessionSchema } from '@plume/shared/dictation/api';
import { dictationErrorCategories, type DictationErrorCategory } from '@plume/shared/dictation/correction';
import { ruleExample, ruleExplanation } from '@plume/shared/dictation/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { memoryDeviceStore } from '@/lib/device-store';
import { behindNetwork } from '@/test/network';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';
import { swapDownloadedDictationStore } from './offline/downloaded-dictations';

/** A French name as the catalogue writes it: non-breaking spaces inside « » and before : ; ? ! (text content is compared with plain spaces). */
const fr = (text: string) => text.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»').replace(/ ([:;?!])/g, '\u00a0$1');

/** Counts name every category (a record keyed by an enum is exhaustive), zero for those without mistakes. */
const counts = (some: Partial<Record<DictationErrorCategory, number>>) => Object.fromEntries(dictationErrorCategories.map((category) => [category, some[category] ?? 0]));

// Canned answers, checked against the contract: a fixture that drifts from it fails here, not in the screen.
const catalogue = dictationCatalogueSchema.parse({
  passages: [
    {
      id: 'le-chat',
      level: 'ce1',
      title: 'Le chat de la voisine',
      words: 42,
      phrases: 2,
      tags: ['accents', 'accord-sujet-verbe'],
      best: 7.5,
      attempts: 2,
    },
    {
      id: 'la-mare',
      level: 'ce2',
      title: 'La mare au diable',
      source: { author: 'George Sand', work: 'La Mare au diable', year: 1846 },
      words: 80,
      phrases: 6,
      tags: ['homophones-grammaticaux'],
      attempts: 0,
    },
  ],
  settings: { bareme: 'brevet', acceptReformed1990: true },
});

const session = dictationSessionSchema.parse({
  attemptId: 'attempt-3',
  passageId: 'le-chat',
  title: 'Le chat de la voisine',
  level: 'ce1',
  words: 42,
  reading: { url: '/media/speech/le-chat/reading.mp3' },
  phrases: [{ url: '/media/speech/le-chat/1.mp3' }, { url: '/media/speech/le-chat/2.mp3' }],
  settings: { bareme: 'brevet', acceptReformed1990: true },
});

const reference = 'Le chat a mangé. Les souris sont parties.';
const result = dictationResultSchema.parse({
  attemptId: 'attempt-3',
  passageId: 'le-chat',
  title: 'Le chat de la voisine',
  bareme: 'brevet',
  correction: {
    reference,
    answer: 'Le chat a mange. Les souris sont partie.',
    errors: [
      { category: 'agreement', expected: 'parties', written: 'partie', start: 33, end: 40, features: ['pluriel'], rule: 'agreement.participe-etre', point: 'accord-participe-passe' },
      { category: 'accent', expected: 'mangé', written: 'mange', start: 10, end: 15, features: [], rule: 'accent.aigu', point: 'accents' },
    ],
    counts: counts({ accent: 1, agreement: 1 }),
    scores: { brevet: { score: 7.5, outOf: 10 }, concours: { faults: 1.5 }, simple: { errors: 2 } },
  },
  previous: [
    {
      attemptId: 'attempt-2',
      passageId: 'le-chat',
      title: 'Le chat de la voisine',
      level: 'ce1',
      submittedAt: '2026-11-20T17:30:00.000Z',
      scores: { brevet: { score: 6, outOf: 10 }, concours: { faults: 3 }, simple: { errors: 3 } },
      errorCount: 3,
      counts: counts({ accent: 2, agreement: 1 }),
    },
  ],
});

function dictationBackend(overrides: Parameters<typeof stubSubscriberBackend>[0] = {}) {
  return stubSubscriberBackend({
    '/api/get_dictations': () => apiSuccess(catalogue),
    '/api/update_dictation_settings': async (request) => apiSuccess(((await request.json()) as { settings: unknown }).settings),
    '/api/start_dictation': () => apiSuccess(session),
    '/api/start_personal_dictation': () => apiSuccess({ ...session, passageId: undefined, attemptId: 'attempt-p', title: 'Dictée personnalisée', focus: ['agreement', 'homophone'] }),
    '/api/submit_dictation': () => apiSuccess(result),
    '/api/save_dictation_copy': async (request) => apiSuccess({ revision: ((await request.json()) as { revision: number }).revision, saved: true }),
    ...overrides,
  });
}

/** jsdom has no media playback: the element's methods are stubs the test can read, its events are fired by hand. */
function stubAudio() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause, load };
}

const audioElement = () => document.querySelector('audio')!;
const srcOf = () => new URL(audioElement().src).pathname;

describe('dictation', () => {
  it('chooses a passage, dictates it in the teacher’s order, types with the character row, and reads the correction', async () => {
    const user = userEvent.setup();
    const audio = stubAudio();
    const fetchMock = dictationBackend();
    await renderFreshApp('/dictate-ai/', signInParent);

    // Choose: the bank by level, each card with its facts.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dictées' })).toBeInTheDocument();
    const ce1 = await screen.findByRole('list', { name: 'Dictées de niveau CE1' });
    const card = ce1.children[0] as HTMLElement;
    expect(within(card).getByRole('heading', { level: 3, name: 'Le chat de la voisine' })).toBeInTheDocument();
    expect(card).toHaveTextContent('42 mots · 2 groupes');
    expect(within(card).getByRole('list', { name: 'Points d’orthographe' })).toHaveTextContent('AccentsAccord sujet-verbe');
    expect(card).toHaveTextContent('Meilleure note : 7,5 / 10 · 2 essais');
    const ce2 = screen.getByRole('list', { name: 'Dictées de niveau CE2' });
    expect(ce2).toHaveTextContent('George Sand, La Mare au diable (1846)');
    expect(ce2).toHaveTextContent('Jamais faite');
    expect(await requestsTo(fetchMock, '/api/get_dictations')[0]?.json()).toEqual({ profileId: 'parent-1' });
    expect(screen.getByText('Plume la compose à partir des fautes que vous avez faites dans vos dictées précédentes.')).toBeInTheDocument();

    // The level filter keeps one level (in the address).
    await user.click(screen.getByRole('radio', { name: 'CE2' }));
    expect(screen.queryByRole('list', { name: 'Dictées de niveau CE1' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?niveau=ce2');
    await user.click(screen.getByRole('radio', { name: 'Tous les niveaux' }));
    expect(screen.getByRole('list', { name: 'Dictées de niveau CE1' })).toBeInTheDocument();

    // Settings are saved as they change.
    await user.click(screen.getByRole('radio', { name: 'Concours' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/update_dictation_settings')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/update_dictation_settings')[0]?.json()).toEqual({ profileId: 'parent-1', settings: { bareme: 'concours', acceptReformed1990: true } });
    const reformed = screen.getByRole('switch', { name: 'Accepter l’orthographe rectifiée de 1990' });
    expect(reformed).toHaveAccessibleDescription(/^«\sconnaitre\s»/);
    await user.click(reformed);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/update_dictation_settings')).toHaveLength(2));
    expect(await requestsTo(fetchMock, '/api/update_dictation_settings')[1]?.json()).toEqual({ profileId: 'parent-1', settings: { bareme: 'concours', acceptReformed1990: false } });

    // Dictate.
    await user.click(screen.getByRole('button', { name: fr('Commencer la dictée « Le chat de la voisine »') }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Le chat de la voisine' });
    expect(title).toHaveFocus();
    expect(await requestsTo(fetchMock, '/api/start_dictation')[0]?.json()).toEqual({ profileId: 'parent-1', passageId: 'le-chat' });
    const step = screen.getByTestId('dictation-step');
    expect(step).toHaveTextContent('Lecture complète');
    expect(srcOf()).toBe('/media/speech/le-chat/reading.mp3');

    await user.click(screen.getByRole('button', { name: 'Écouter' }));
    expect(audio.play).toHaveBeenCalled();
    expect(audioElement().playbackRate).toBe(1);
    expect(audioElement().preservesPitch).toBe(true);
    // The reading ends: a pause, then the first group.
    fireEvent.ended(audioElement());
    expect(await screen.findByText('Pause…')).toBeInTheDocument();
    await waitFor(() => expect(step).toHaveTextContent('Groupe 1 sur 2 — 1ʳᵉ lecture'));
    expect(srcOf()).toBe('/media/speech/le-chat/1.mp3');

    // The keyboard, from inside the answer field: next group, slower, pause.
    const field = screen.getByRole('textbox', { name: 'Votre texte' });
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('lang', 'fr');
    expect(field).toHaveAttribute('autocapitalize', 'off');
    await user.click(field);
    await user.keyboard('{Alt>}{Shift>}S{/Shift}{/Alt}');
    expect(step).toHaveTextContent('Groupe 2 sur 2 — 1ʳᵉ lecture');
    expect(srcOf()).toBe('/media/speech/le-chat/2.mp3');
    await user.keyboard('{Alt>}{Shift>}L{/Shift}{/Alt}');
    expect(audioElement().playbackRate).toBe(0.9);
    expect(screen.getByRole('radio', { name: '×0,9' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Reprendre' })).toHaveAttribute('aria-keyshortcuts', 'Escape');
    expect(field).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Raccourcis clavier' })).toHaveTextContent('Alt + Maj + RRépéter le groupe');
    await user.click(screen.getByRole('button', { name: 'Groupe précédent' }));
    expect(step).toHaveTextContent('Groupe 1 sur 2 — 1ʳᵉ lecture');

    // The character row types at the caret and leaves the focus in the field.
    await user.type(field, 'Le chat a mang');
    await user.click(screen.getByRole('button', { name: 'Insérer é (e accent aigu)' }));
    expect(field).toHaveValue('Le chat a mangé');
    expect(field).toHaveFocus();
    await user.type(field, '. Les souris sont partie.');
    expect(screen.getByText(/^40 \/ 5\s000 caractères$/)).toBeInTheDocument();

    // The audio has not reached the proofreading: the submission asks first.
    await user.click(screen.getByRole('button', { name: 'Corriger ma dictée' }));
    const confirm = await screen.findByRole('dialog', { name: 'La dictée n’est pas finie' });
    await user.click(within(confirm).getByRole('button', { name: 'Corriger maintenant' }));
    expect(await requestsTo(fetchMock, '/api/submit_dictation')[0]?.json()).toEqual({ profileId: 'parent-1', attemptId: 'attempt-3', answer: 'Le chat a mangé. Les souris sont partie.' });

    // Correction.
    expect(await screen.findByRole('heading', { level: 2, name: 'Correction — Le chat de la voisine' })).toHaveFocus();
    const score = screen.getByTestId('dictation-score');
    expect(score).toHaveTextContent('7,5 / 10');
    await user.click(within(screen.getByRole('region', { name: 'Note' })).getByRole('radio', { name: 'Concours' }));
    expect(score).toHaveTextContent('1,5 faute');
    await user.click(within(screen.getByRole('region', { name: 'Note' })).getByRole('radio', { name: 'Simple' }));
    expect(score).toHaveTextContent('2 erreurs');
    expect(screen.getByTestId('dictation-counts')).toHaveTextContent(/^abcAccents1abcAccords1$/);

    const text = screen.getByRole('region', { name: 'Le texte' });
    const marks = text.querySelectorAll('mark');
    expect([...marks].map((mark) => [mark.dataset.category, mark.textContent])).toEqual([
      ['accent', 'mangé1'],
      ['agreement', 'parties2'],
    ]);
    expect(text).toHaveTextContent('Faute 1 — faute d’accent : écrit « mange », attendu « mangé »');
    expect(screen.getByRole('region', { name: 'Votre copie' })).toHaveTextContent('Le chat a mange. Les souris sont partie.');

    const mistakes = [...screen.getByRole('list', { name: 'Les fautes une à une' }).children] as HTMLElement[];
    expect(mistakes).toHaveLength(2);
    expect(mistakes[1]).toHaveTextContent('Faute 2');
    expect(mistakes[1]).toHaveTextContent('partie');
    // A CE1 dictation: each rule in the words of a young child, an example, and the spelling words to practise it.
    expect(mistakes[1]).toHaveTextContent(ruleExplanation('agreement.participe-etre', 'fr', 'young'));
    expect(mistakes[1]).toHaveTextContent(`Exemple : ${ruleExample('agreement.participe-etre', 'fr')}`);
    expect(within(mistakes[1]!).queryByRole('link')).toBeNull();
    expect(within(mistakes[0]!).getByRole('link', { name: /^S’entraîner\s:\sAccent aigu$/ })).toHaveAttribute('href', '/keyboard-spelling?level=ce1&rule=accent-aigu');
    expect(within(mistakes[1]!).getByRole('list', { name: 'Ce qui change' })).toHaveTextContent('pluriel');

    const previous = screen.getByRole('region', { name: 'Vos essais précédents sur ce texte' });
    expect(within(previous).getAllByRole('row')[1]).toHaveTextContent('6 / 103 fautes3 erreurs');

    // « Recommencer » starts the same passage again; « Une autre dictée » goes back to the bank.
    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Le chat de la voisine' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/start_dictation')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Choisir une autre dictée' }));
    expect(await screen.findByRole('list', { name: 'Dictées de niveau CE1' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('starts a personal dictation at the chosen level and names what it works on', async () => {
    const user = userEvent.setup();
    stubAudio();
    const fetchMock = dictationBackend();
    await renderFreshApp('/dictate-ai/?niveau=ce2', signInParent);

    await user.click(await screen.findByRole('button', { name: 'Dictée personnalisée' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dictée personnalisée' })).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/start_personal_dictation')[0]?.json()).toEqual({ profileId: 'parent-1', level: 'ce2' });
    expect(screen.getByText('Cette dictée travaille : accords, homophones.')).toBeInTheDocument();
  });

  it('types French characters from the keyboard: one Tab stop, the arrows, Enter, and capitals', async () => {
    const user = userEvent.setup();
    stubAudio();
    dictationBackend();
    await renderFreshApp('/dictate-ai/', signInParent);

    await user.click(await screen.findByRole('button', { name: fr('Commencer la dictée « Le chat de la voisine »') }));
    const field = await screen.findByRole('textbox', { name: 'Votre texte' });
    await user.type(field, 'ca');
    const toolbar = screen.getByRole('toolbar', { name: 'Caractères français' });
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Insérer é (e accent aigu)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Insérer ç (c cédille)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('caç');
    expect(field).toHaveFocus();
    // Back in the toolbar, the last button used has the Tab stop; End reaches the capitals.
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Insérer ç (c cédille)' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(within(toolbar).getByRole('button', { name: 'Majuscules' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Home}{Enter}');
    expect(field).toHaveValue('caçÉ');
  });

  it('says when the audio cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    const audio = stubAudio();
    dictationBackend();
    await renderFreshApp('/dictate-ai/', signInParent);

    await user.click(await screen.findByRole('button', { name: fr('Commencer la dictée « Le chat de la voisine »') }));
    await user.click(await screen.findByRole('button', { name: 'Écouter' }));
    fireEvent.error(audioElement());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger l’audio.');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(audio.load).toHaveBeenCalled();
    expect(screen.queryByText('Impossible de charger l’audio.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('asks for a text before correcting, and submits without asking once the proofreading was heard', async () => {
    const user = userEvent.setup();
    stubAudio();
    const fetchMock = dictationBackend({ '/api/start_dictation': () => apiSuccess({ ...session, phrases: [{ url: '/media/speech/le-chat/1.mp3' }] }) });
    await renderFreshApp('/dictate-ai/', signInParent);

    await user.click(await screen.findByRole('button', { name: fr('Commencer la dictée « Le chat de la voisine »') }));
    await user.click(await screen.findByRole('button', { name: 'Corriger ma dictée' }));
    expect(screen.getByRole('textbox', { name: 'Votre texte' })).toHaveAccessibleDescription(/Écrivez votre texte avant de le faire corriger\./);

    // Straight to the proofreading, heard to its end.
    await user.click(screen.getByRole('button', { name: 'Groupe suivant' }));
    await user.click(screen.getByRole('button', { name: 'Groupe suivant' }));
    expect(screen.getByTestId('dictation-step')).toHaveTextContent('Relecture');
    fireEvent.ended(audioElement());
    expect(screen.getByTestId('dictation-step')).toHaveTextContent('Dictée terminée');
    await user.type(screen.getByRole('textbox', { name: 'Votre texte' }), 'Le chat.');
    await user.click(screen.getByRole('button', { name: 'Corriger ma dictée' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, '/api/submit_dictation')).toHaveLength(1));
  });

  it('shows an empty bank, and a failed load with a retry', async () => {
    let calls = 0;
    dictationBackend({
      '/api/get_dictations': () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { error: true, message: 'Erreur interne', code: 'internal_error' }) : apiSuccess({ ...catalogue, passages: [] });
      },
    });
    await renderFreshApp('/dictate-ai/', signInParent);

    const failure = await screen.findByRole('alert', undefined);
    await userEvent.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('La banque de dictées est vide pour l’instant.', undefined)).toBeInTheDocument();
  });
});

describe('a dictation downloaded to write without network', () => {
  it('is downloaded from its card, written offline with its copy kept on the device, and corrected once when the network returns', async () => {
    swapDownloadedDictationStore(memoryDeviceStore((dictation) => dictation.attemptId));
    const user = userEvent.setup();
    stubAudio();
    const fetchMock = dictationBackend();
    const { setNetwork } = behindNetwork(fetchMock);
    await renderFreshApp('/dictate-ai/', signInParent);
    const ce1 = await screen.findByRole('list', { name: 'Dictées de niveau CE1' });
    await user.click(within(ce1).getByRole('button', { name: fr('Télécharger pour l’écrire hors ligne : « Le chat de la voisine »') }));
    const card = await screen.findByTestId('downloaded-dictation');
    expect(card).toHaveTextContent('Le chat de la voisine');
    expect(card).toHaveTextContent('CE1 · 42 mots');

    // The network goes: the bank cannot be read, the downloaded dictation can be written; its copy stays on the device.
    setNetwork(false);
    await user.click(within(card).getByRole('button', { name: fr('Écrire la dictée « Le chat de la voisine »') }));
    const field = await screen.findByRole('textbox', { name: 'Votre texte' });
    await user.type(field, 'Le chat a mange.');
    await user.click(screen.getByRole('button', { name: 'Corriger ma dictée' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'La dictée n’est pas finie' })).getByRole('button', { name: 'Corriger maintenant' }));
    expect(await screen.findByText(/Hors ligne : votre dictée est gardée sur cet appareil/)).toBeInTheDocument();
    expect(await within(await screen.findByTestId('downloaded-dictation')).findByText('Dictée rendue, en attente d’envoi')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/submit_dictation')).toHaveLength(0);

    // The network returns: the copy goes once, and its correction waits to be read, once.
    setNetwork(true);
    await user.click(await screen.findByRole('button', { name: 'Voir la correction' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Correction — Le chat de la voisine' })).toBeInTheDocument();
    const sent = requestsTo(fetchMock, '/api/submit_dictation');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ profileId: 'parent-1', attemptId: 'attempt-3', answer: 'Le chat a mange.' });
  });
});
