import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

type Handler = Parameters<typeof stubBackend>[0] extends Record<string, infer H> | undefined ? H : never;

const served = (index: number) => ({
  index,
  kind: 'choice',
  question: `Question numéro ${index + 1} ?`,
  options: ['alpha', 'bravo', 'charlie', 'delta'],
  audio: false,
  deadline: Date.now() + 30_000,
});
/** An answered question as `get_game` tells it again: `bravo` (1) is always right. */
const answered = (index: number, choice: number) => ({
  ...served(index),
  choice,
  correct: choice === 1,
  points: choice === 1 ? 14 : 0,
  correctIndex: 1,
  explanation: `Explication ${index + 1}.`,
});
const setup = { mode: 'quiz-zone', total: 2, lifelines: ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'], lifelineCost: 5, timer: 'question' };
const finished = { correct: 1, incorrect: 1, total: 2, percentage: 50, points: 14, coins: 0 };

/** A premium parent whose game `get_game` tells as `game` says; `start_quiz` is there to prove it is not called. */
function resumeBackend(game: () => Record<string, unknown> | Response, routes: Record<string, Handler> = {}) {
  return stubSubscriberBackend({
    '/api/get_quiz_categories': () =>
      apiSuccess([{ id: 'orthographe', name: 'Orthographe', description: 'Écrire juste.', subcategories: [{ id: 'accords', name: 'Les accords', levels: 2, questions: 20 }] }]),
    '/api/get_levels': () => apiSuccess({ category: 'orthographe', subcategory: 'accords', levels: [{ level: 1, played: true, unlocked: true }, { level: 2, played: false, unlocked: true }] }),
    '/api/get_coin_history': () => apiSuccess({ balance: 42, earned: 42, spent: 0, entries: [], hasMore: false }),
    '/api/start_quiz': () => jsonResponse(201, { error: false, message: 'Partie lancée', code: 'quiz_started', data: { gameId: 'game-new', ...setup, serverTime: Date.now() } }),
    '/api/get_game': () => {
      const answer = game();
      return answer instanceof Response ? answer : apiSuccess({ ...setup, serverTime: Date.now(), ...answer }, 'Partie chargée');
    },
    '/api/next_question': async (request) => {
      const { index } = (await request.json()) as { index: number };
      return apiSuccess({ question: served(index), serverTime: Date.now() });
    },
    '/api/answer_quiz': () => apiSuccess({ correct: false, timedOut: false, correctIndex: 1, explanation: 'Bravo était la bonne.', points: 0, score: 14, finished }),
    '/api/bookmark_question': () => jsonResponse(201, { error: false, message: 'Question ajoutée aux favoris', code: 'question_bookmarked', data: null }),
    ...routes,
  });
}

const body = async (fetchMock: ReturnType<typeof stubBackend>, path: string, call = 0) => requestsTo(fetchMock, path)[call]?.json();

describe('a game picked up again from its address', () => {
  it('while playing: no new game, the answers so far, the score and the spent lifelines, then the current question', async () => {
    const user = userEvent.setup();
    const fetchMock = resumeBackend(() => ({ gameId: 'game-7', status: 'playing', lifelinesUsed: ['fifty-fifty'], current: 1, score: 14, review: [answered(0, 1)] }));
    await renderFreshApp('/quiz/zone/orthographe/accords/1/play?game=game-7', signInParent);

    expect(await screen.findByRole('heading', { name: 'Question numéro 2 ?' })).toBeInTheDocument();
    expect(screen.getByText('Question 2 / 2')).toBeInTheDocument();
    expect(screen.getByText('Score : 14')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(0);
    expect(await body(fetchMock, '/api/get_game')).toEqual({ gameId: 'game-7' });
    expect(requestsTo(fetchMock, '/api/next_question')).toHaveLength(1);
    expect(await body(fetchMock, '/api/next_question')).toEqual({ gameId: 'game-7', index: 1 });
    expect(screen.getByRole('button', { name: /^50\/50 \(déjà utilisé\)$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Avis du public \(impossible avec l’autre joker\)$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Passer' })).toBeEnabled();

    await user.click(within(screen.getByRole('group', { name: 'Réponses' })).getByRole('button', { name: /alpha/ }));
    expect(await screen.findByText('Pas tout à fait.')).toBeInTheDocument();
    expect(await body(fetchMock, '/api/answer_quiz')).toEqual({ gameId: 'game-7', index: 1, choice: 0 });
    await user.click(screen.getByRole('button', { name: 'Voir le résultat' }));
    expect(await screen.findByRole('heading', { name: /^Niveau terminé/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoir les réponses' }));
    const items = within(screen.getByRole('list', { name: 'Revoir les réponses' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Votre réponse\s: bravo/);
    expect(items[0]).toHaveTextContent('Explication 1.');
    expect(items[1]).toHaveTextContent(/Votre réponse\s: alpha/);
    expect(items[1]).toHaveTextContent(/Bonne réponse\s: bravo/);
  });

  it('once over: the result and its review, whose questions can still be kept', async () => {
    const user = userEvent.setup();
    const fetchMock = resumeBackend(() => ({
      gameId: 'daily-1',
      mode: 'daily',
      status: 'finished',
      lifelinesUsed: [],
      current: 2,
      score: 14,
      review: [answered(0, 1), { ...answered(1, 0), choice: null }],
      finished,
    }));
    await renderFreshApp('/quiz/daily/play?game=daily-1', signInParent);

    expect(await screen.findByRole('heading', { name: /^Partie terminée/ })).toBeInTheDocument();
    expect(screen.getByText('50 %')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/api/next_question')).toHaveLength(0);
    // The daily quiz is played once: no replay.
    expect(screen.queryByRole('button', { name: 'Rejouer' })).not.toBeInTheDocument();
    // …and its words offer no other go either (as a contest's: modes played once).
    expect(screen.getByText(/^C’est un bon début\s: revoyez les réponses pour la prochaine fois\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/retentez/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au quiz du jour' })).toHaveAttribute('href', '/quiz/daily');

    await user.click(screen.getByRole('button', { name: 'Revoir les réponses' }));
    const items = within(screen.getByRole('list', { name: 'Revoir les réponses' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Votre réponse\s: bravo/);
    expect(items[1]).toHaveTextContent('Pas de réponse à temps');
    await user.click(within(items[1]!).getByRole('button', { name: /^Ajouter aux favoris\s: question 2$/ }));
    expect(await screen.findByText('Question ajoutée aux favoris')).toBeInTheDocument();
    expect(await body(fetchMock, '/api/bookmark_question')).toEqual({ profileId: 'parent-1', gameId: 'daily-1', index: 1 });
  });

  it('a game that does not exist says so and leads back to the mode', async () => {
    const fetchMock = resumeBackend(() => jsonResponse(404, { error: true, message: 'Cette partie n’existe pas ou est terminée.', code: 'game_not_found' }));
    await renderFreshApp('/quiz/daily/play?game=gone', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Partie introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recommencer' })).toHaveAttribute('href', '/quiz/daily');
    expect(requestsTo(fetchMock, '/api/get_game')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(0);
  });

  it('a refresh during the daily quiz picks the same game up again instead of starting another', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const fetchMock = resumeBackend(
      () => ({ gameId: 'game-new', mode: 'daily', status: 'playing', lifelinesUsed: [], current: answers, score: 0, review: answers ? [answered(0, 0)] : [] }),
      {
        '/api/answer_quiz': () => {
          answers += 1;
          return apiSuccess({ correct: false, timedOut: false, correctIndex: 1, explanation: 'Bravo était la bonne.', points: 0, score: 0 });
        },
      },
    );
    const first = await renderFreshApp('/quiz/daily/play', signInParent);
    const { router } = first;
    await user.click(within(await screen.findByRole('group', { name: 'Réponses' })).getByRole('button', { name: /alpha/ }));
    expect(await screen.findByText('Pas tout à fait.')).toBeInTheDocument();
    // The game is named in the address in place: no history entry, no navigation.
    expect(`${window.location.pathname}${window.location.search}`).toBe('/quiz/daily/play?game=game-new');
    expect(router.state.historyAction).toBe('POP');
    first.unmount();

    await renderFreshApp(`${window.location.pathname}${window.location.search}`, signInParent);
    expect(await screen.findByRole('heading', { name: 'Question numéro 2 ?' })).toBeInTheDocument();
    expect(screen.getByText('Question 2 / 2')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(1);
    expect(await body(fetchMock, '/api/get_game')).toEqual({ gameId: 'game-new' });
    await waitFor(() => expect(requestsTo(fetchMock, '/api/next_question')).toHaveLength(2));
    expect(await body(fetchMock, '/api/next_question', 1)).toEqual({ gameId: 'game-new', index: 1 });
  });
});
