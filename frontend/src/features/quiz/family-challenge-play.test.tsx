import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo, stubBackend } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

type Handler = Parameters<typeof stubBackend>[0] extends Record<string, infer H> | undefined ? H : never;

/*
 * A family challenge round on the play page, as the fake subscriber's holder (Camille Martin) plays it: against Léa's
 * recorded round (her ghost), or as the challenger recording one.
 */
const camille = { profileId: 'parent-1', name: 'Camille Martin', avatar: 'plume', ageBand: 'adulte', difficulty: 'difficile', questionSeconds: 30 };
const lea = { profileId: 'child-1', name: 'Léa', avatar: 'licorne', ageBand: '9-11', difficulty: 'difficile', questionSeconds: 45 };
const challenge = (fields: Record<string, unknown>) => ({
  challengeId: 'c1', category: 'sciences', handicap: 'time', status: 'playing', role: 'opponent', challenger: lea, opponent: camille, gameId: 'g-fc',
  createdAt: '2026-11-20T10:00:00.000Z', openUntil: '2099-11-27T10:00:00.000Z', ...fields,
});
const finished = { correct: 1, incorrect: 1, total: 2, percentage: 50, points: 0, coins: 0 };

/** A round of two questions; Léa answered the first one a second before it was served, and never the second. */
function roundBackend({ ghost = true, routes = {} }: { ghost?: boolean; routes?: Record<string, Handler> } = {}) {
  let answers = 0;
  const setup = {
    gameId: 'g-fc', mode: 'family-challenge', total: 2, lifelines: [], lifelineCost: 0, timer: 'question',
    familyChallenge: { challengeId: 'c1', ...(ghost ? { ghost: { name: 'Léa', score: 0 } } : {}) },
  };
  return stubSubscriberBackend({
    '/api/get_game': () => apiSuccess({ ...setup, serverTime: Date.now(), status: 'playing', lifelinesUsed: [], current: 0, score: 0, review: [] }),
    '/api/next_question': async (request) => {
      const { index } = (await request.json()) as { index: number };
      const served = { index, kind: 'choice', question: `Question numéro ${index + 1} ?`, options: ['alpha', 'bravo', 'charlie', 'delta'], audio: false, deadline: Date.now() + 30_000 };
      return apiSuccess({ question: { ...served, ...(ghost ? { ghost: { at: index === 0 ? Date.now() - 1000 : null } } : {}) }, serverTime: Date.now() });
    },
    '/api/answer_quiz': () => {
      answers += 1;
      const reveal = { timedOut: false, correctIndex: 1, explanation: 'Bravo était la bonne.' };
      return answers === 1
        ? apiSuccess({ ...reveal, correct: true, points: 14, score: 14, ...(ghost ? { ghost: { correct: true, points: 12, score: 12 } } : {}) })
        : apiSuccess({ ...reveal, correct: false, points: 0, score: 14, ...(ghost ? { ghost: { correct: false, points: 0, score: 12 } } : {}), finished });
    },
    // The server records the round with its last answer: the challenge reads as decided from then on.
    '/api/get_family_challenges': () =>
      apiSuccess({
        challenges: [
          answers < 2
            ? challenge({ challenger: { ...lea, result: { correct: 1, total: 2, points: 12 } } })
            : challenge({ status: 'finished', winner: 'opponent', challenger: { ...lea, result: { correct: 1, total: 2, points: 12 } }, opponent: { ...camille, result: { correct: 1, total: 2, points: 14 } } }),
        ],
      }),
    ...routes,
  });
}

describe('a family challenge round', () => {
  it('against a relative’s round: when they answered, then how they did and their score; then who won, and how the handicap applied', async () => {
    const user = userEvent.setup();
    const fetchMock = roundBackend();
    await renderFreshApp('/quiz/family-challenge/play?game=g-fc', signInParent);

    const heading = await screen.findByRole('heading', { name: 'Question numéro 1 ?' });
    const lane = screen.getByRole('region', { name: 'La manche de Léa' });
    expect(lane).toHaveTextContent(/Score de Léa\s: 0/);
    // She answered before this question was even on screen: said at once, politely, and the focus stays on the question.
    expect(await within(lane).findByText('Léa a répondu')).toBeInTheDocument();
    expect(within(lane).getByRole('status')).toHaveTextContent('Léa a répondu');
    expect(heading).toHaveFocus();
    // Never whether she was right, before the player's own answer.
    expect(lane).not.toHaveTextContent(/juste|faux/);
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(0);
    // No lifelines in a challenge.
    expect(screen.queryByRole('heading', { name: /^Jokers/ })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'Réponses' })).getByRole('button', { name: /bravo/ }));
    expect(await within(lane).findByText(/^Léa\s: juste, \+12$/)).toBeInTheDocument();
    expect(lane).toHaveTextContent(/Score de Léa\s: 12/);

    await user.click(screen.getByRole('button', { name: 'Question suivante' }));
    expect(await screen.findByRole('heading', { name: 'Question numéro 2 ?' })).toBeInTheDocument();
    // She never answered this one in time: no cue while it is open.
    expect(within(lane).getByRole('status')).toBeEmptyDOMElement();
    await user.click(within(screen.getByRole('group', { name: 'Réponses' })).getByRole('button', { name: /alpha/ }));
    expect(await within(lane).findByText(/^Léa\s: pas de réponse à temps$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voir le résultat' }));
    expect(await screen.findByRole('heading', { name: /^Partie terminée/ })).toBeInTheDocument();
    // Read again after the last answer: the challenge is decided.
    expect(await screen.findByText(/^Vous avez gagné\s! 14 points contre 12$/)).toBeInTheDocument();
    expect(screen.getByText(/^Par le temps\s: Camille Martin avait 30\ss par question, Léa 45\ss\.$/)).toBeInTheDocument();
    // The game's own points (a challenge earns no leaderboard points), and no coins at all.
    const points = screen.getByText('Points').nextElementSibling;
    expect(points).toHaveTextContent('14');
    expect(screen.queryByText('Pièces gagnées')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir mes pièces' })).not.toBeInTheDocument();
    // Played once: no replay, the way back to the challenges.
    expect(screen.queryByRole('button', { name: 'Rejouer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux défis' })).toHaveAttribute('href', '/quiz/family-challenge');
    expect(await requestsTo(fetchMock, '/api/get_family_challenges').at(-1)?.json()).toEqual({ profileId: 'parent-1' });
  });

  it('as the challenger: the round is recorded, and the relative may now take the challenge up', async () => {
    const user = userEvent.setup();
    roundBackend({
      ghost: false,
      routes: {
        '/api/get_family_challenges': () => apiSuccess({ challenges: [challenge({ role: 'challenger', status: 'open', challenger: { ...camille, result: { correct: 1, total: 2, points: 14 } }, opponent: lea })] }),
      },
    });
    await renderFreshApp('/quiz/family-challenge/play?game=g-fc', signInParent);

    await screen.findByRole('heading', { name: 'Question numéro 1 ?' });
    expect(screen.queryByRole('region', { name: /^La manche de/ })).not.toBeInTheDocument();
    for (const next of ['Question suivante', 'Voir le résultat']) {
      await user.click(within(await screen.findByRole('group', { name: 'Réponses' })).getByRole('button', { name: /bravo/ }));
      await user.click(await screen.findByRole('button', { name: next }));
    }
    expect(await screen.findByText(/^Votre manche est enregistrée\s: Léa peut maintenant relever le défi\.$/)).toBeInTheDocument();
  });

  it('without a game to pick up, leads to the challenges page: a round only starts there', async () => {
    const fetchMock = roundBackend({ routes: { '/api/get_quiz_categories': () => apiSuccess([]) } });
    const { router } = await renderFreshApp('/quiz/family-challenge/play', signInParent);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/family-challenge'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Défis en famille' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/api/get_game')).toHaveLength(0);
  });
});
