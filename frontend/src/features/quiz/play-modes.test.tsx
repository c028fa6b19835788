import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

type Handler = Parameters<typeof stubBackend>[0] extends Record<string, infer H> | undefined ? H : never;

const categories = [
  { id: 'grammaire', name: 'Grammaire', description: 'Les règles.', subcategories: [{ id: 'accords', name: 'Les accords', levels: 2, questions: 20 }] },
  { id: 'histoire', name: 'Histoire', description: 'Le passé.', subcategories: [{ id: 'antiquite', name: 'Antiquité', levels: 2, questions: 20 }] },
];

interface Script {
  started: Record<string, unknown>;
  question: (index: number) => Record<string, unknown>;
  answer: (body: Record<string, unknown>, count: number) => Record<string, unknown>;
  routes?: Record<string, Handler>;
}

const choice = (index: number, overrides: Record<string, unknown> = {}) => ({
  index,
  kind: 'choice',
  question: `Question ${index + 1} ?`,
  options: ['alpha', 'bravo', 'charlie', 'delta'],
  audio: false,
  deadline: Date.now() + 30_000,
  ...overrides,
});
const finished = (total: number, correct: number) => ({ correct, incorrect: total - correct, total, percentage: Math.round((100 * correct) / total), points: 10 * correct, coins: 0 });

/** A premium parent and one game: `start_quiz`, `next_question` and `answer_quiz` as the script says. */
function gameBackend({ started, question, answer, routes = {} }: Script) {
  let answers = 0;
  return stubSubscriberBackend({
    '/api/get_quiz_categories': () => apiSuccess(categories),
    '/api/get_coin_history': () => apiSuccess({ balance: 42, earned: 42, spent: 0, entries: [], hasMore: false }),
    '/api/start_quiz': () =>
      jsonResponse(201, { error: false, message: 'Partie lancée', code: 'quiz_started', data: { gameId: 'game-1', lifelines: [], lifelineCost: 5, timer: 'question', serverTime: Date.now(), ...started } }),
    '/api/next_question': async (request) => {
      const { index } = (await request.json()) as { index: number };
      return apiSuccess({ question: question(index), serverTime: Date.now() });
    },
    '/api/answer_quiz': async (request) => {
      answers += 1;
      return apiSuccess(answer((await request.json()) as Record<string, unknown>, answers));
    },
    ...routes,
  });
}

const body = async (fetchMock: ReturnType<typeof stubBackend>, path: string, call = 0) => requestsTo(fetchMock, path)[call]?.json();

describe('play modes', () => {
  it('true or false: an optional category, two big buttons, only the lifelines the mode offers', async () => {
    const user = userEvent.setup();
    const fetchMock = gameBackend({
      started: { mode: 'true-false', total: 1, lifelines: ['skip', 'reset-timer'] },
      question: (index) => choice(index, { question: 'Napoléon est né en Corse.', options: ['Vrai', 'Faux'] }),
      answer: () => ({ correct: false, timedOut: false, correctIndex: 0, explanation: 'À Ajaccio, en 1769.', points: 0, score: 0, finished: finished(1, 0) }),
    });
    const { router } = await renderFreshApp('/quiz/true-false', signInParent);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Catégorie' }), 'Histoire');
    await user.click(screen.getByRole('link', { name: 'Commencer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/true-false/play'));
    expect(router.state.location.search).toBe('?category=histoire');

    const answers = within(await screen.findByRole('group', { name: 'Réponses' })).getAllByRole('button');
    expect(answers.map((button) => button.textContent)).toEqual(['1Vrai', '2Faux']);
    expect(await body(fetchMock, '/api/start_quiz')).toEqual({ profileId: 'parent-1', mode: 'true-false', category: 'histoire' });
    // Started: the address names the game, for a refresh to pick it up again.
    expect(window.location.search).toBe('?category=histoire&game=game-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Vrai ou faux · Histoire' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Relancer le chronomètre' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '50/50' })).not.toBeInTheDocument();

    await user.keyboard('2');
    expect(await screen.findByText('Pas tout à fait.')).toBeInTheDocument();
    expect(screen.getByText(/^Bonne réponse\s: Vrai$/)).toBeInTheDocument();
    expect(await body(fetchMock, '/api/answer_quiz')).toEqual({ gameId: 'game-1', index: 0, choice: 1 });
    await user.click(screen.getByRole('button', { name: 'Voir le résultat' }));
    expect(await screen.findByRole('heading', { name: /^Partie terminée/ })).toBeInTheDocument();
    // 0 %: an encouragement that fits, never « vous y êtes presque ».
    expect(screen.getByText(/^Revoyez les réponses, puis rejouez\s:/)).toBeInTheDocument();
    expect(screen.queryByText(/presque/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Changer de catégorie' })).toHaveAttribute('href', '/quiz/true-false');

    // Playing again starts a new game rather than picking the finished one up.
    await user.click(screen.getByRole('button', { name: 'Rejouer' }));
    expect(await screen.findByText('Question 1 / 1')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(2);
    expect(requestsTo(fetchMock, '/api/get_game')).toHaveLength(0);
    await waitFor(() => expect(window.location.search).toBe('?category=histoire&game=game-1'));
  });

  it('fun and learn: the passage first, its questions asked for once it is read, the passage still readable', async () => {
    const user = userEvent.setup();
    const fetchMock = gameBackend({
      started: { mode: 'fun-and-learn', total: 1, lifelines: ['fifty-fifty'], passage: { title: 'Le loup', text: 'Le loup vit en meute.\nIl chasse la nuit.' } },
      question: (index) => choice(index, { question: 'Comment vit le loup ?', options: ['Seul', 'En meute', 'En couple', 'En troupeau'] }),
      answer: () => ({ correct: true, timedOut: false, correctIndex: 1, explanation: 'Le texte le dit.', points: 14, score: 14, finished: finished(1, 1) }),
      routes: {
        '/api/get_fun_and_learn': async (request) => {
          const { category } = (await request.json()) as { category?: string };
          const passages = [
            { id: 'loup', title: 'Le loup', category: 'histoire', questions: 6 },
            { id: 'accords', title: 'Les accords du participe', category: 'grammaire', questions: 5 },
          ];
          return apiSuccess({ passages: passages.filter((passage) => !category || passage.category === category) });
        },
      },
    });
    const { router } = await renderFreshApp('/quiz/fun-and-learn', signInParent);

    const list = await screen.findByRole('list', { name: 'Textes à lire' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Histoire');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Textes à lire' })).getAllByRole('listitem')).toHaveLength(1));
    expect(await body(fetchMock, '/api/get_fun_and_learn', 1)).toEqual({ profileId: 'parent-1', category: 'histoire' });

    await user.click(screen.getByRole('link', { name: /^Le loup/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/quiz/fun-and-learn/play?passageId=loup'));
    const start = await screen.findByRole('button', { name: 'J’ai lu, commencer' });
    expect(screen.getByRole('heading', { name: 'Le loup' })).toBeInTheDocument();
    expect(await body(fetchMock, '/api/start_quiz')).toEqual({ profileId: 'parent-1', mode: 'fun-and-learn', passageId: 'loup' });
    // Reading is not timed: the first question is not asked for yet.
    expect(requestsTo(fetchMock, '/api/next_question')).toHaveLength(0);

    await user.click(start);
    expect(await screen.findByRole('heading', { name: 'Comment vit le loup ?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Le texte\s: Le loup$/ })).toHaveTextContent('Le loup vit en meute.');
    await user.click(screen.getByRole('button', { name: /En meute/ }));
    expect(await screen.findByText('Bravo !')).toBeInTheDocument();
  });

  it('guess the word: letter boxes typed from the keyboard, clues one by one, the word sent and the right one shown', async () => {
    const user = userEvent.setup();
    const fetchMock = gameBackend({
      started: { mode: 'guess-the-word', total: 1, lifelines: ['skip', 'reset-timer'] },
      question: (index) => ({
        index,
        kind: 'word',
        question: 'Grand mammifère à trompe',
        options: [],
        audio: false,
        letters: 8,
        clues: ['Il vit en Afrique ou en Asie.', 'Il commence par un É.'],
        deadline: Date.now() + 60_000,
      }),
      answer: () => ({ correct: false, timedOut: false, correctWord: 'ÉLÉPHANT', explanation: 'Le plus grand animal terrestre.', points: 0, score: 0, finished: finished(1, 0) }),
    });
    await renderFreshApp('/quiz/guess-the-word/play', signInParent);

    const boxes = within(await screen.findByRole('group', { name: 'Votre mot, 8 lettres' })).getAllByRole('textbox');
    expect(boxes).toHaveLength(8);
    expect(screen.getByText('Un mot de 8 lettres')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Valider le mot' });
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Voir un indice (2 restants)' }));
    expect(screen.getByText('Il vit en Afrique ou en Asie.')).toBeInTheDocument();
    expect(screen.queryByText('Il commence par un É.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir un indice (1 restant)' }));
    expect(screen.getByText('Il commence par un É.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Voir un indice/ })).not.toBeInTheDocument();

    await user.click(boxes[0]!);
    await user.keyboard('éléphans');
    expect(boxes[7]).toHaveValue('s');
    expect(submit).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^Bonne réponse\s: ÉLÉPHANT$/)).toBeInTheDocument();
    expect(await body(fetchMock, '/api/answer_quiz')).toEqual({ gameId: 'game-1', index: 0, word: 'éléphans' });
    await user.click(screen.getByRole('button', { name: 'Voir le résultat' }));
    await user.click(await screen.findByRole('button', { name: 'Revoir les réponses' }));
    expect(screen.getByRole('list', { name: 'Revoir les réponses' })).toHaveTextContent(/Votre réponse\s: ÉLÉPHANS/);
  });

  it('self challenge: the choices are required, then one clock for the game and no pause between questions', async () => {
    const user = userEvent.setup();
    // Stamped when the first question is served, as the server does: the clicks before it take no time off the clock.
    let gameDeadline: number | undefined;
    const fetchMock = gameBackend({
      started: { mode: 'self-challenge', total: 2, timer: 'game' },
      question: (index) => choice(index, { deadline: (gameDeadline ??= Date.now() + 5 * 60_000) }),
      answer: (_, count) => ({ correct: count === 1, timedOut: false, correctIndex: 0, explanation: 'Explication.', points: 0, score: 0, ...(count === 2 ? { finished: finished(2, 1) } : {}) }),
    });
    const { router } = await renderFreshApp('/quiz/self-challenge', signInParent);

    await user.click(await screen.findByRole('button', { name: 'Lancer le défi' }));
    expect(screen.getByText('Veuillez choisir une catégorie.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez choisir le nombre de questions.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez choisir la durée.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz/self-challenge');

    await user.selectOptions(screen.getByRole('combobox', { name: /^Catégorie/ }), 'Grammaire');
    await user.click(screen.getByRole('radio', { name: '10' }));
    expect(screen.queryByText('Veuillez choisir le nombre de questions.')).not.toBeInTheDocument();
    expect(screen.getByText('Veuillez choisir la durée.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5 min' }));
    await user.click(screen.getByRole('button', { name: 'Lancer le défi' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/quiz/self-challenge/play?category=grammaire&questions=10&minutes=5'));

    expect(await screen.findByRole('timer', undefined)).toHaveAccessibleName(/^Encore (5 min 0|4 min 59) s$/);
    expect(screen.getByText(/^(5:00|4:59)$/)).toBeInTheDocument();
    expect(await body(fetchMock, '/api/start_quiz')).toEqual({ profileId: 'parent-1', mode: 'self-challenge', category: 'grammaire', questions: 10, minutes: 5 });
    expect(screen.queryByRole('heading', { name: 'Jokers' })).not.toBeInTheDocument();

    await user.click(within(await screen.findByRole('group', { name: 'Réponses' })).getByRole('button', { name: /alpha/ }));
    // Straight to the next question: the answers wait for the review.
    expect(await screen.findByText('Question 2 / 2')).toBeInTheDocument();
    expect(screen.queryByText('Bravo !')).not.toBeInTheDocument();
    expect(await body(fetchMock, '/api/next_question', 1)).toEqual({ gameId: 'game-1', index: 1 });

    await user.click(within(await screen.findByRole('group', { name: 'Réponses' })).getByRole('button', { name: /delta/ }));
    expect(await screen.findByRole('heading', { name: /^Partie terminée/ })).toBeInTheDocument();
    expect(screen.getByText(/^Le défi personnel est un entraînement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau défi' })).toHaveAttribute('href', '/quiz/self-challenge');
  });

  it('audio: the question is read by the server voice, its text hidden until answered, and can be heard again', async () => {
    const user = userEvent.setup();
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    gameBackend({
      started: { mode: 'audio', total: 2, lifelines: ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'] },
      question: (index) => choice(index, { question: 'Quel est le pluriel de « cheval » ?', options: ['chevals', 'chevaux', 'chevales', 'chevauxs'], audio: true, audioUrl: `/media/speech/Lea/q${index}.mp3` }),
      answer: () => ({ correct: true, timedOut: false, correctIndex: 1, explanation: 'Les noms en -al font -aux.', points: 14, score: 14 }),
    });
    await renderFreshApp('/quiz/audio/play', signInParent);

    expect(await screen.findByText('Écoutez la question, puis choisissez la bonne réponse.', undefined)).toBeInTheDocument();
    expect(screen.queryByText(/pluriel de/)).not.toBeInTheDocument();
    await waitFor(() => expect(played).toEqual(['/media/speech/Lea/q0.mp3']));
    await user.click(screen.getByRole('button', { name: 'Réécouter' }));
    await waitFor(() => expect(played).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'chevaux' }));
    expect(await screen.findByRole('heading', { name: 'Quel est le pluriel de « cheval » ?' })).toBeInTheDocument();
    expect(screen.getByText('Bravo !')).toBeInTheDocument();
  });

  it('audio: when the sound cannot play, the question is written, and says why', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    gameBackend({
      started: { mode: 'audio', total: 1, lifelines: [] },
      question: (index) => choice(index, { question: 'Quel est le pluriel de « cheval » ?', options: ['chevals', 'chevaux', 'chevales', 'chevauxs'], audio: true, audioUrl: '/media/speech/Lea/q.mp3' }),
      answer: () => ({}),
    });
    await renderFreshApp('/quiz/audio/play', signInParent);
    expect(await screen.findByRole('heading', { name: 'Quel est le pluriel de « cheval » ?' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^Le son de la question ne peut pas être lu/);
    expect(screen.getByRole('button', { name: 'Réécouter' })).toBeInTheDocument();
  });

  it('an address without what starts a game says the game cannot be found', async () => {
    const fetchMock = gameBackend({ started: {}, question: choice, answer: () => ({}) });
    await renderFreshApp('/quiz/self-challenge/play?category=grammaire&questions=7', signInParent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partie introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recommencer' })).toHaveAttribute('href', '/quiz/self-challenge');
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(0);
  });

  it('the daily quiz cannot be played twice: the refusal leads back to it, without a retry', async () => {
    gameBackend({
      started: {},
      question: choice,
      answer: () => ({}),
      routes: {
        '/api/start_quiz': () =>
          jsonResponse(409, { error: true, message: 'Vous avez déjà joué le quiz du jour. Revenez demain !', code: 'daily_already_played' }),
      },
    });
    await renderFreshApp('/quiz/daily/play', signInParent);
    const back = await screen.findByRole('link', { name: 'Retour au quiz du jour' });
    expect(back).toHaveAttribute('href', '/quiz/daily');
    expect(back.closest('[role="alert"]')).toHaveTextContent(/^Vous avez déjà joué le quiz du jour. Revenez demain\s!/);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });
});
