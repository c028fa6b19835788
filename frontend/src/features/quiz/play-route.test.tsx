import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const question = (index: number, seconds = 30) => ({
  index,
  kind: 'choice',
  question: `Question numéro ${index + 1} ?`,
  options: ['alpha', 'bravo', 'charlie', 'delta'],
  audio: false,
  deadline: Date.now() + seconds * 1000,
});
const finished = { correct: 1, incorrect: 1, total: 2, percentage: 50, points: 14, coins: 0 };

function quizBackend({ seconds = 30 }: { seconds?: number } = {}) {
  let answers = 0;
  return stubSubscriberBackend({
    '/api/get_quiz_categories': () =>
      apiSuccess([{ id: 'orthographe', name: 'Orthographe', description: 'Écrire juste.', subcategories: [{ id: 'accords', name: 'Les accords', levels: 2, questions: 20 }] }]),
    '/api/get_levels': () =>
      apiSuccess({ category: 'orthographe', subcategory: 'accords', levels: [{ level: 1, played: true, unlocked: true }, { level: 2, played: false, unlocked: true }] }),
    '/api/get_coin_history': () => apiSuccess({ balance: 42, earned: 42, spent: 0, entries: [], hasMore: false }),
    '/api/start_quiz': () =>
      jsonResponse(201, {
        error: false,
        message: 'Partie lancée',
        code: 'quiz_started',
        data: { gameId: 'game-1', mode: 'quiz-zone', total: 2, lifelines: ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'], lifelineCost: 5, timer: 'question', serverTime: Date.now() },
      }),
    '/api/next_question': async (request) => {
      const { index } = (await request.json()) as { index: number };
      return apiSuccess({ question: question(index, seconds), serverTime: Date.now() });
    },
    '/api/use_lifeline': () => apiSuccess({ lifeline: 'fifty-fifty', removed: [2, 3] }),
    '/api/answer_quiz': () => {
      answers += 1;
      return answers === 1
        ? apiSuccess({ correct: true, timedOut: false, correctIndex: 1, explanation: 'Bravo est juste.', points: 14, score: 14 })
        : apiSuccess({ correct: false, timedOut: false, correctIndex: 3, explanation: 'Delta était la bonne.', points: 0, score: 14, finished });
    },
    '/api/bookmark_question': () => jsonResponse(201, { error: false, message: 'Question ajoutée aux favoris', code: 'question_bookmarked', data: null }),
    '/api/report_question': () => jsonResponse(201, { error: false, message: 'Question signalée avec succès', code: 'question_reported', data: null }),
  });
}

describe('quiz zone play screen', () => {
  // A whole game, then the review's bookmark and report: longer than the default 5 s when the suite runs in parallel.
  it('plays a level with a lifeline and the keyboard, then shows the result and the review', async () => {
    const user = userEvent.setup();
    const fetchMock = quizBackend();
    await renderFreshApp('/quiz/zone/orthographe/accords/1/play', signInParent);

    expect(await screen.findByText('Question 1 / 2', undefined)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Encore (30|29) s$/);
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(1);
    expect(await requestsTo(fetchMock, '/api/start_quiz')[0]?.json()).toEqual({ profileId: 'parent-1', mode: 'quiz-zone', category: 'orthographe', subcategory: 'accords', level: 1 });
    expect(await requestsTo(fetchMock, '/api/next_question')[0]?.json()).toEqual({ gameId: 'game-1', index: 0 });

    expect(screen.getByRole('heading', { name: 'Jokers · 5 pièces chacun' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '50/50' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Réponses' })).getAllByRole('button')).toHaveLength(2));
    expect(screen.getByRole('button', { name: /^50\/50 \(déjà utilisé\)$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Avis du public \(impossible avec l’autre joker\)$/ })).toBeDisabled();

    await user.keyboard('2');
    expect(await screen.findByText('Bravo !')).toBeInTheDocument();
    expect(screen.getByText('Bravo est juste.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/answer_quiz')[0]?.json()).toEqual({ gameId: 'game-1', index: 0, choice: 1 });
    const next = screen.getByRole('button', { name: 'Question suivante' });
    expect(next).toHaveFocus();
    // The next question's clock starts only when the player asks for it, after reading the explanation.
    expect(requestsTo(fetchMock, '/api/next_question')).toHaveLength(1);
    await user.click(next);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/next_question')).toHaveLength(2));
    expect(await requestsTo(fetchMock, '/api/next_question')[1]?.json()).toEqual({ gameId: 'game-1', index: 1 });

    expect(await screen.findByRole('heading', { name: 'Question numéro 2 ?' })).toBeInTheDocument();
    expect(screen.getByText('Question 2 / 2')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Réponses' })).getAllByRole('button')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: /alpha/ }));
    expect(await screen.findByText('Pas tout à fait.')).toBeInTheDocument();
    expect(screen.getByText('Bonne réponse : delta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir le résultat' }));

    expect(await screen.findByRole('heading', { name: /^Niveau terminé/ })).toBeInTheDocument();
    expect(screen.getByText('50 %')).toBeInTheDocument();
    expect(screen.getByText(/^Pas de pièces cette fois/)).toBeInTheDocument();
    expect(screen.getByText(/^C’est un bon début\s: encore un effort, et retentez votre chance\s!$/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Niveau suivant' })).toHaveAttribute('href', '/quiz/zone/orthographe/accords/2/play');

    await user.click(screen.getByRole('button', { name: 'Revoir les réponses' }));
    const review = screen.getByRole('list', { name: 'Revoir les réponses' });
    const items = within(review).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Votre réponse : bravo');
    expect(items[1]).toHaveTextContent('Votre réponse : alpha');
    expect(items[1]).toHaveTextContent('Bonne réponse : delta');
    expect(items[1]).toHaveTextContent('Delta était la bonne.');

    await user.click(within(items[1]!).getByRole('button', { name: /^Ajouter aux favoris\s: question 2$/ }));
    expect(await screen.findByText('Question ajoutée aux favoris')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Dans vos favoris' })).toBeDisabled();
    expect(await requestsTo(fetchMock, '/api/bookmark_question')[0]?.json()).toEqual({ profileId: 'parent-1', gameId: 'game-1', index: 1 });

    await user.click(within(items[0]!).getByRole('button', { name: /^Signaler\s: question 1$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler la question' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(within(dialog).getByText('Choisissez un motif.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/report_question')).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Une faute de frappe ou d’orthographe' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Précisions/ }), '  « bravo » prend une majuscule  ');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Question signalée avec succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(items[0]!).getByRole('button', { name: 'Signalée' })).toBeDisabled();
    expect(await requestsTo(fetchMock, '/api/report_question')[0]?.json()).toEqual({
      profileId: 'parent-1',
      gameId: 'game-1',
      index: 0,
      reason: 'typo',
      details: '« bravo » prend une majuscule',
    });
    expect(screen.getByRole('link', { name: 'Voir mes pièces' })).toHaveAttribute('href', '/quiz/coins');
  });

  it('moves the focus to each new question’s heading, then to the result’s title, for keyboard and screen-reader players', async () => {
    const user = userEvent.setup();
    quizBackend();
    await renderFreshApp('/quiz/zone/orthographe/accords/1/play', signInParent);

    expect(await screen.findByRole('heading', { level: 2, name: 'Question numéro 1 ?' })).toHaveFocus();
    await user.keyboard('2');
    expect(await screen.findByRole('button', { name: 'Question suivante' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'Question numéro 2 ?' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /alpha/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Voir le résultat' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: /^Niveau terminé/ })).toHaveFocus();
  });

  it('sends the option the player is on when the time runs out', async () => {
    const user = userEvent.setup();
    const fetchMock = quizBackend({ seconds: 1.5 });
    await renderFreshApp('/quiz/zone/orthographe/accords/1/play', signInParent);

    const options = within(await screen.findByRole('group', { name: 'Réponses' })).getAllByRole('button');
    act(() => options[0]!.focus());
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    await waitFor(() => expect(requestsTo(fetchMock, '/api/answer_quiz')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/answer_quiz')[0]?.json()).toEqual({ gameId: 'game-1', index: 0, choice: 1 });
  });

  it('asks before leaving a game under way', async () => {
    const user = userEvent.setup();
    quizBackend();
    const { router } = await renderFreshApp('/quiz/zone/orthographe/accords/1/play', signInParent);
    expect(await screen.findByText('Question 1 / 2', undefined)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Retour' }));
    const dialog = await screen.findByRole('dialog', { name: /^Quitter la partie/ });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(router.state.location.pathname).toBe('/quiz/zone/orthographe/accords/1/play');

    await user.click(screen.getByRole('link', { name: '← Retour' }));
    await user.click(within(await screen.findByRole('dialog', { name: /^Quitter la partie/ })).getByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/zone/orthographe/accords'));
    expect(await screen.findByRole('link', { name: /^Niveau 2/ })).toBeInTheDocument();
  });

  it('says a locked level is locked, in French, on the levels screen', async () => {
    const user = userEvent.setup();
    stubSubscriberBackend({
      '/api/get_quiz_categories': () => apiSuccess([]),
      '/api/get_levels': () =>
        apiSuccess({ category: 'orthographe', subcategory: 'accords', levels: [{ level: 1, played: true, unlocked: true }, { level: 2, played: false, unlocked: false }] }),
    });
    await renderFreshApp('/quiz/zone/orthographe/accords', signInParent);

    expect(await screen.findByRole('link', { name: /^Niveau 1 Joué$/ })).toHaveAttribute('href', '/quiz/zone/orthographe/accords/1/play');
    await user.click(screen.getByRole('button', { name: /^Niveau 2\s*Verrouillé$/ }));
    expect(screen.getByText('Ce niveau est verrouillé. Jouez les niveaux précédents pour le débloquer.').closest('[role="alert"]')).toBeInTheDocument();
  });
});
