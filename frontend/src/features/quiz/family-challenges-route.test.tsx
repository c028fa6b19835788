import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend, subscribedAccount } from '@/test/subscriber-backend';

type Handler = Parameters<typeof stubBackend>[0] extends Record<string, infer H> | undefined ? H : never;

/*
 * The challenges page as the fake subscriber's holder (Camille Martin, an adult) sees it; the family's other profile is
 * Léa (9–11 years old).
 */
const camille = { profileId: 'parent-1', name: 'Camille Martin', avatar: 'plume', ageBand: 'adulte', difficulty: 'difficile', questionSeconds: 30 };
const lea = { profileId: 'child-1', name: 'Léa', avatar: 'licorne', ageBand: '9-11', difficulty: 'moyen', questionSeconds: 45 };
const result = (points: number, correct = 7) => ({ result: { correct, total: 10, points } });
const challenge = (fields: Record<string, unknown>) => ({
  challengeId: 'c1', category: 'sciences', handicap: 'level', status: 'open', role: 'opponent', challenger: lea, opponent: camille,
  createdAt: '2026-11-20T10:00:00.000Z', openUntil: '2026-11-27T10:00:00.000Z', ...fields,
});
const categories = [{ id: 'sciences', name: 'Sciences', description: 'Le monde qui nous entoure.', subcategories: [] }];
const setup = (gameId: string, ghost?: { name: string; score: number }) => ({
  gameId, mode: 'family-challenge', total: 10, lifelines: [], lifelineCost: 0, timer: 'question', familyChallenge: { challengeId: 'c1', ...(ghost ? { ghost } : {}) }, serverTime: Date.now(),
});

function challengesBackend(challenges: unknown[], routes: Record<string, Handler> = {}) {
  return stubSubscriberBackend({
    '/api/get_quiz_categories': () => apiSuccess(categories),
    '/api/get_family_challenges': () => apiSuccess({ challenges }, 'Défis chargés'),
    // The play page the page leads to picks the new round up.
    '/api/get_game': async (request) => {
      const { gameId } = (await request.json()) as { gameId: string };
      return apiSuccess({ ...setup(gameId), status: 'playing', lifelinesUsed: [], current: 0, score: 0, review: [] });
    },
    '/api/next_question': () => apiSuccess({ question: { index: 0, kind: 'choice', question: 'Question 1 ?', options: ['a', 'b', 'c', 'd'], audio: false, deadline: Date.now() + 30_000 }, serverTime: Date.now() }),
    ...routes,
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const body = async (fetchMock: ReturnType<typeof stubBackend>, path: string) => requestsTo(fetchMock, path)[0]?.json();

describe('the family challenges page', () => {
  it('challenges the relative: the choices, what the handicap gives each one, then the round starts', async () => {
    const user = userEvent.setup();
    const fetchMock = challengesBackend([], {
      '/api/create_family_challenge': () => jsonResponse(201, { error: false, message: 'Défi lancé', code: 'family_challenge_started', data: setup('g-new') }),
    });
    const { router } = await renderFreshApp('/quiz/family-challenge', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Défis en famille' })).toBeInTheDocument();
    const launch = await screen.findByRole('region', { name: 'Lancer un défi' });
    // A family of two: the one relative is already chosen.
    const relatives = await within(launch).findByRole('radiogroup', { name: /^Qui défier/ });
    expect(within(relatives).getByRole('radio', { name: 'Léa' })).toBeChecked();
    expect(within(launch).getByRole('radio', { name: /^Par niveau/ })).toBeChecked();
    expect(within(launch).getByText(/^Léa aura des questions de niveau moyen, vous des questions difficiles\.$/)).toBeInTheDocument();

    // Without a category: said beside the field, nothing sent.
    await user.click(within(launch).getByRole('button', { name: 'Lancer le défi' }));
    expect(await within(launch).findByText('Veuillez choisir une catégorie.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/create_family_challenge')).toHaveLength(0);

    await user.selectOptions(within(launch).getByRole('combobox', { name: /^Catégorie/ }), 'sciences');
    await user.click(within(launch).getByRole('radio', { name: /^Par le temps/ }));
    expect(within(launch).getByText(/^Vous aurez tous deux les mêmes questions, des questions difficiles\s; Léa aura 1,5 fois plus de temps que vous pour chacune\.$/)).toBeInTheDocument();
    await user.click(within(launch).getByRole('button', { name: 'Lancer le défi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/family-challenge/play'));
    expect(router.state.location.search).toBe('?game=g-new');
    expect(await body(fetchMock, '/api/create_family_challenge')).toEqual({ profileId: 'parent-1', opponentProfileId: 'child-1', category: 'sciences', handicap: 'time' });
    // The play page picks the new round up; it never starts one itself.
    expect(await screen.findByRole('heading', { name: 'Question 1 ?' })).toBeInTheDocument();
    expect(await body(fetchMock, '/api/get_game')).toEqual({ gameId: 'g-new' });
    expect(requestsTo(fetchMock, '/api/start_quiz')).toHaveLength(0);
  });

  it('lists the challenges to take up, under way and over, and takes one up', async () => {
    const user = userEvent.setup();
    const fetchMock = challengesBackend(
      [
        challenge({ challenger: { ...lea, ...result(820) } }),
        challenge({ challengeId: 'c2', role: 'challenger', challenger: { ...camille, ...result(640) }, opponent: lea, status: 'open', gameId: 'g-mine' }),
        challenge({ challengeId: 'c3', role: 'challenger', challenger: camille, opponent: lea, status: 'recording', gameId: 'g-recording' }),
        challenge({
          challengeId: 'c4', handicap: 'time', status: 'finished', winner: 'opponent', gameId: 'g-done',
          challenger: { ...lea, difficulty: 'difficile', ...result(105, 5) }, opponent: { ...camille, ...result(150, 8) },
        }),
        challenge({ challengeId: 'c5', role: 'challenger', challenger: { ...camille, ...result(300) }, opponent: lea, status: 'expired' }),
      ],
      { '/api/take_up_family_challenge': () => jsonResponse(201, { error: false, message: 'Défi relevé', code: 'family_challenge_taken_up', data: setup('g-taken', { name: 'Léa', score: 0 }) }) },
    );
    const { router } = await renderFreshApp('/quiz/family-challenge', signInParent);

    const toTakeUp = await screen.findByRole('list', { name: 'À relever' });
    const [received] = within(toTakeUp).getAllByRole('listitem');
    expect(within(received!).getByRole('heading', { level: 3, name: 'Léa vous défie' })).toBeInTheDocument();
    expect(received).toHaveTextContent('Sciences');
    expect(received).toHaveTextContent('820 points à battre');
    expect(received).toHaveTextContent(/Par niveau\s: des questions difficiles pour vous/);
    expect(received).toHaveTextContent(/À relever avant le 27 novembre 2026/);

    const ongoing = within(region('En cours')).getAllByRole('listitem');
    expect(ongoing).toHaveLength(2);
    expect(ongoing[0]).toHaveTextContent(/Léa n’a pas encore relevé votre défi\s: jusqu’au 27 novembre 2026/);
    expect(within(ongoing[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(ongoing[1]!).getByRole('link', { name: 'Reprendre ma manche contre Léa' })).toHaveAttribute('href', '/quiz/family-challenge/play?game=g-recording');

    const over = within(region('Terminés')).getAllByRole('listitem');
    expect(over[0]).toHaveTextContent('Vous avez gagné ! 150 points contre 105');
    expect(over[0]).toHaveTextContent(/Par le temps\s: Camille Martin avait 30\ss par question, Léa 45\ss\./);
    expect(within(over[0]!).getByRole('link', { name: 'Voir ma partie contre Léa' })).toHaveAttribute('href', '/quiz/family-challenge/play?game=g-done');
    expect(over[1]).toHaveTextContent('Expiré');
    expect(over[1]).toHaveTextContent('Léa n’a pas relevé ce défi à temps.');

    await user.click(within(received!).getByRole('button', { name: 'Relever le défi de Léa' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/quiz/family-challenge/play?game=g-taken'));
    expect(await body(fetchMock, '/api/take_up_family_challenge')).toEqual({ profileId: 'parent-1', challengeId: 'c1' });
  });

  it('says a challenge can no longer be taken up, beside it', async () => {
    const user = userEvent.setup();
    challengesBackend([challenge({ challenger: { ...lea, ...result(820) } })], {
      '/api/take_up_family_challenge': () => jsonResponse(409, { error: true, message: 'Ce défi a expiré : il n’a pas été relevé à temps.', code: 'family_challenge_expired' }),
    });
    const { router } = await renderFreshApp('/quiz/family-challenge', signInParent);
    await user.click(await screen.findByRole('button', { name: 'Relever le défi de Léa' }));
    expect(await within(region('À relever')).findByRole('alert')).toHaveTextContent('Ce défi a expiré : il n’a pas été relevé à temps.');
    expect(router.state.location.pathname).toBe('/quiz/family-challenge');
  });

  it('with no challenge yet, says so', async () => {
    challengesBackend([]);
    await renderFreshApp('/quiz/family-challenge', signInParent);
    expect(await screen.findByText('Aucun défi ne vous attend pour l’instant.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'En cours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Terminés' })).not.toBeInTheDocument();
  });

  it('says why the challenges did not load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    challengesBackend([], {
      '/api/get_family_challenges': () => (fail ? jsonResponse(500, { error: true, message: 'Le service est indisponible.', code: 'internal_error' }) : apiSuccess({ challenges: [] })),
    });
    await renderFreshApp('/quiz/family-challenge', signInParent);
    expect(await within(await screen.findByRole('region', { name: 'À relever' })).findByRole('alert')).toHaveTextContent('Le service est indisponible.');
    fail = false;
    await user.click(within(region('À relever')).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun défi ne vous attend pour l’instant.')).toBeInTheDocument();
  });

  it('tells a family of one how to add the relative to challenge', async () => {
    const account = subscribedAccount();
    challengesBackend([], { '/api/get_user': () => apiSuccess({ ...account, profiles: account.profiles.filter((profile) => profile.isHolder) }) });
    await renderFreshApp('/quiz/family-challenge', signInParent);
    const launch = await screen.findByRole('region', { name: 'Lancer un défi' });
    expect(await within(launch).findByText(/^Un défi se joue à deux/)).toBeInTheDocument();
    expect(within(launch).getByRole('link', { name: 'Ajouter un profil' })).toHaveAttribute('href', '/profile');
    expect(within(launch).queryByRole('button', { name: 'Lancer le défi' })).not.toBeInTheDocument();
  });
});
