import { dictationErrorCategories } from '@plume/shared/dictation/correction';
import { parisDay } from '@plume/shared/quiz/modes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memoryKeptAnswers } from '@/lib/kept-answers';
import { accountOf, apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { behindNetwork } from '@/test/network';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const today = parisDay(new Date());
const days = [{ day: today, questions: 12, correct: 9, points: 90 }];
// A whole `get_statistics` answer (the page parses it with the contract), of which the home reads the streak and the days.
const statistics = {
  games: 1, questions: 12, correct: 9, points: 90, coins: { balance: 0, earned: 0, spent: 0 }, badges: { unlocked: 0, total: 15 },
  playStreak: { current: 3, best: 7 }, dailyStreak: { current: 1, best: 2 }, byCategory: [], byMode: [], days, categoryDays: [],
};
const settings = { bareme: 'brevet', acceptReformed1990: true };
const catalogue = {
  passages: [
    { id: 'le-loup', level: 'adulte', title: 'Le Loup et l’Agneau', words: 1, phrases: 1, tags: [], attempts: 1, best: 6 },
    { id: 'la-mer', level: 'adulte', title: 'La Mer', words: 92, phrases: 9, tags: [], attempts: 0 },
    { id: 'le-chat', level: 'ce1', title: 'Le Chat', words: 40, phrases: 4, tags: [], attempts: 0 },
  ],
  settings,
};
const scores = (score: number) => ({ brevet: { score, outOf: 10 }, concours: { faults: 2 }, simple: { errors: 3 } });
const history = {
  attempts: [
    { attemptId: 'a1', passageId: 'le-loup', title: 'Le Loup et l’Agneau', level: 'adulte', submittedAt: new Date().toISOString(), scores: scores(7.5), errorCount: 3, counts: Object.fromEntries(dictationErrorCategories.map((category) => [category, 0])) },
  ],
};
const flashcards = (cards: number, dueNow: number) => ({
  cards, dueNow, forecast: [], readiness: [], overallReadiness: 0.8, settings: { requestRetention: 0.9 }, reviews30d: 4,
  memoryModel: { reviews: 4, threshold: 400 },
});

/** The family's board as the server answers it: equal points share a place; the asking profile is the first named. */
const familyBoard = (rows: [name: string, score: number, challengesWon?: number][]) => ({
  period: 'monthly',
  key: 'monthly#2026-11',
  rows: rows.map(([name, score, challengesWon = 0], i) => ({
    rank: rows.findIndex(([, other]) => other === score) + 1, profileId: `p${i}`, name, avatar: 'plume', score, challengesWon, you: i === 0,
  })),
});

function stubHome(overrides: Parameters<typeof stubSubscriberBackend>[0] = {}) {
  return stubSubscriberBackend({
    '/api/get_statistics': () => apiSuccess(statistics),
    '/api/get_daily_quiz': () => apiSuccess({ day: today, played: false, streak: 1, bestStreak: 2 }),
    '/api/get_dictations': () => apiSuccess(catalogue),
    '/api/get_dictation_history': () => apiSuccess(history),
    '/api/get_crosswords': () => apiSuccess({ puzzles: [{ puzzleId: 'p1', kind: 'level', level: 'moyen', size: 11, words: 20, startedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() }], solved: 1 }),
    '/api/get_flashcard_statistics': () => apiSuccess(flashcards(40, 12)),
    '/api/get_family_leaderboard': () => apiSuccess(familyBoard([['Camille Martin', 1_240], ['Léo', 1_240], ['Zoé', 35]])),
    ...overrides,
  });
}

describe('the learner’s home', () => {
  it('shows what to do today, the streak, the week’s goal and recent progress, each from its endpoint', async () => {
    const fetchMock = stubHome();
    await renderFreshApp('/home', signInParent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille Martin !' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const card = (name: string) => within(main).getByRole('region', { name });
    expect(await within(card('Cartes mémoire')).findByText('12 cartes à revoir')).toBeInTheDocument();
    expect(within(card('Cartes mémoire')).getByRole('link', { name: 'Réviser maintenant' })).toHaveAttribute('href', '/flashcard/');
    expect(await within(card('Quiz du jour')).findByRole('link', { name: 'Jouer au quiz du jour' })).toHaveAttribute('href', '/quiz/daily');
    // The holder is an adult: the adult passage never written comes first, in the bank filtered to its level.
    expect(await within(card('Dictée')).findByText('Niveau Adulte : « La Mer », 92 mots.')).toBeInTheDocument();
    expect(within(card('Dictée')).getByRole('link', { name: 'Choisir une dictée' })).toHaveAttribute('href', '/dictate-ai/?niveau=adulte');
    expect(await within(card('Mots croisés')).findByText('Votre grille 11 × 11 commencée avant-hier vous attend.')).toBeInTheDocument();
    expect(within(card('Mots croisés')).getByRole('link', { name: 'Reprendre la grille' })).toHaveAttribute('href', '/crossword/');

    expect(await within(card('Série')).findByText('3 jours d’affilée')).toBeInTheDocument();
    expect(within(card('Série')).getByText('Record : 7 jours')).toBeInTheDocument();
    // Today counts once (quiz questions, a dictation and a grid started two days ago may add one more).
    expect(within(card('Série')).getByTestId('weekly-goal').textContent).toMatch(/^[12] jours? sur 5$/);
    expect(within(card('Série')).getByRole('progressbar', { name: 'Jours de pratique cette semaine' })).toBeInTheDocument();

    const progress = card('Vos progrès récents');
    expect(await within(progress).findByText(/^12 questions de quiz cette semaine · 75\s%\sde bonnes réponses$/)).toBeInTheDocument();
    expect(within(progress).getByRole('listitem', { name: /^Le Loup et l’Agneau\s: 7,5 sur 10, / })).toBeInTheDocument();
    expect(within(progress).getByText('1 grille résolue')).toBeInTheDocument();
    expect(within(progress).getByText(/^Cartes mémorisées\s: 80\s%$/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/get_flashcard_statistics')[0] && (await requestsTo(fetchMock, '/api/get_flashcard_statistics')[0]!.json())).toEqual({ profileId: 'parent-1' });
  });

  it('offers to resume a dictation started and not handed in, before the day’s suggestion', async () => {
    // Prepare: a dictation started yesterday, its copy saved on the server
    const startedAt = new Date(Date.now() - 86_400_000).toISOString();
    stubHome({ '/api/get_dictations': () => apiSuccess({ ...catalogue, unfinished: [{ attemptId: 'a2', passageId: 'la-mer', title: 'La Mer', level: 'adulte', startedAt }] }) });

    // Act
    await renderFreshApp('/home', signInParent);

    // Assess
    const card = await within(await screen.findByRole('main')).findByRole('region', { name: 'Dictée' });
    expect(await within(card).findByText('Votre dictée « La Mer » commencée hier vous attend, là où vous l’avez laissée.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Reprendre la dictée' })).toHaveAttribute('href', '/dictate-ai/');
    // The day's suggestion stays beside it.
    expect(card).toHaveTextContent('Niveau Adulte : « La Mer », 92 mots.');
    expect(within(card).getByRole('link', { name: 'Choisir une dictée' })).toHaveAttribute('href', '/dictate-ai/?niveau=adulte');
  });

  it('says when there is nothing yet, and a failed block offers to try again while the others show', async () => {
    const user = userEvent.setup();
    let failStatistics = true;
    stubHome({
      '/api/get_statistics': () => (failStatistics ? jsonResponse(500, { error: true, message: 'Erreur du serveur', code: 'internal' }) : apiSuccess({ ...statistics, playStreak: { current: 0, best: 0 }, days: [] })),
      '/api/get_daily_quiz': () => apiSuccess({ day: today, played: true, gameId: 'g1', streak: 1, bestStreak: 1 }),
      '/api/get_dictation_history': () => apiSuccess({ attempts: [] }),
      '/api/get_crosswords': () => apiSuccess({ puzzles: [], solved: 1 }),
      '/api/get_flashcard_statistics': () => apiSuccess(flashcards(0, 0)),
    });
    await renderFreshApp('/home', signInParent);

    const main = await screen.findByRole('main');
    const card = (name: string) => within(main).getByRole('region', { name });
    expect(await within(main).findByText(/^Pas encore de carte\s: chaque mot manqué/)).toBeInTheDocument();
    expect(await within(card('Quiz du jour')).findByText('Joué aujourd’hui. Revenez demain !')).toBeInTheDocument();
    expect(await within(card('Mots croisés')).findByRole('link', { name: 'Nouvelle grille' })).toBeInTheDocument();
    expect(await within(card('Vos progrès récents')).findByText('Pas encore de dictée corrigée.')).toBeInTheDocument();

    const streak = card('Série');
    expect(await within(streak).findByRole('alert')).toHaveTextContent('Impossible de charger ce bloc.');
    failStatistics = false;
    await user.click(within(streak).getAllByRole('button', { name: 'Réessayer' })[0]!);
    expect(await within(streak).findByText('Jouez aujourd’hui pour lancer votre série.')).toBeInTheDocument();
    expect(within(streak).getByTestId('weekly-goal')).toHaveTextContent('0 jour sur 5');
  });

  it('greets a family that has several profiles without « Ajoutez un profil », and takes a subscriber home after choosing', async () => {
    const user = userEvent.setup();
    const account = accountOf({ isPremium: true, plan: 'yearly', periodEnd: '2099-01-01T00:00:00.000Z', isNewUser: true });
    stubHome({ '/api/get_user': () => apiSuccess(account) });
    const { router } = await renderFreshApp('/profileselector', signInParent);

    const holder = await screen.findByRole('button', { name: 'Camille Martin' });
    expect(screen.queryByText(/^Bienvenue dans Plume/)).not.toBeInTheDocument();
    await user.click(holder);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille Martin !' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('offers the activities this profile opened lately, newest first, once each', async () => {
    // Prepare: nothing opened yet, no block
    stubHome();
    const { router } = await renderFreshApp('/home', signInParent);
    const { getClientState } = await import('@/lib/client-state');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille Martin !' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Activités récentes' })).not.toBeInTheDocument();

    // Act: the crossword, the dictations, the crossword again, then home
    for (const [path, activity] of [['/crossword/', 'crossword'], ['/dictate-ai/', 'dictation'], ['/crossword/', 'crossword']] as const) {
      await router.navigate(path);
      await vi.waitFor(() => expect(getClientState().recentActivities[0]?.activity).toBe(activity));
    }
    await router.navigate('/home');

    // Assess
    const card = await within(await screen.findByRole('main')).findByRole('region', { name: 'Activités récentes' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Mots croisés', 'Dictées']);
    expect(links[1]).toHaveAttribute('href', '/dictate-ai/');
    expect(getClientState().recentActivities.every((entry) => entry.profileId === null)).toBe(true);
  });

  it('shows the family’s board of the month: places shared on equal points, the profile itself marked', async () => {
    stubHome();
    await renderFreshApp('/home', signInParent);
    const card = await screen.findByRole('region', { name: 'La famille ce mois-ci' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['1er🪶Camille Martin (vous)1\u202f240\u00a0points', '1er🪶Léo1\u202f240\u00a0points', '3e🪶Zoé35\u00a0points']);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByRole('list', { name: 'Points de la famille ce mois-ci' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir le classement de tous' })).toHaveAttribute('href', '/leaderboard');
    expect(within(card).queryByRole('link', { name: 'Jouer un quiz' })).not.toBeInTheDocument();
  });

  it('invites a family where nobody scored yet to play', async () => {
    stubHome({ '/api/get_family_leaderboard': () => apiSuccess(familyBoard([['Camille Martin', 0], ['Léo', 0]])) });
    await renderFreshApp('/home', signInParent);
    const card = await screen.findByRole('region', { name: 'La famille ce mois-ci' });
    expect(await within(card).findByText('Personne n’a encore marqué de point ce mois-ci : qui lance la première partie ?')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Jouer un quiz' })).toHaveAttribute('href', '/quiz');
    expect(within(card).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['1er🪶Camille Martin (vous)0\u00a0point', '1er🪶Léo0\u00a0point']);
  });

  it('counts the family challenges each one won this month, and leads to the challenges', async () => {
    stubHome({ '/api/get_family_leaderboard': () => apiSuccess(familyBoard([['Camille Martin', 90, 2], ['Léo', 40, 1], ['Zoé', 0]])) });
    await renderFreshApp('/home', signInParent);
    const card = await screen.findByRole('region', { name: 'La famille ce mois-ci' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['1er🪶Camille Martin (vous)2\u00a0défis gagnés90\u00a0points', '2e🪶Léo1\u00a0défi gagné40\u00a0points', '3e🪶Zoé0\u00a0point']);
    expect(within(card).getByRole('link', { name: 'Défis en famille' })).toHaveAttribute('href', '/quiz/family-challenge');
  });

  it('shows a family of one no board: nobody to compare with', async () => {
    const fetchMock = stubHome({ '/api/get_family_leaderboard': () => apiSuccess(familyBoard([['Camille Martin', 90]])) });
    await renderFreshApp('/home', signInParent);
    expect(await screen.findByText('3 jours d’affilée')).toBeInTheDocument();
    await vi.waitFor(() => expect(requestsTo(fetchMock, '/api/get_family_leaderboard')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'La famille ce mois-ci' })).not.toBeInTheDocument();
  });
});

describe('the learner’s home without network', () => {
  it('opens from what the last visit kept on the device, says so, and reads the server again when the network returns', async () => {
    // A visit online: everything the home read is kept for the account.
    const kept = memoryKeptAnswers();
    const fetchMock = stubHome();
    const { network, setNetwork } = behindNetwork(fetchMock);
    const loadHome = (signIn: boolean) =>
      renderFreshApp('/home', async (modules) => {
        (await import('@/lib/kept-answers')).swapKeptAnswers(kept);
        if (signIn) await signInParent(modules);
      });
    await loadHome(true);
    expect(await within(await screen.findByRole('region', { name: 'Série' })).findByText('3 jours d’affilée')).toBeInTheDocument();
    const homeQueries = [
      ['account', 'parent-1'], ['statistics', 'parent-1'], ['statistics', 'parent-1', 'dictations'], ['quiz', 'profile', 'parent-1', 'daily'],
      ...['flashcards', 'dictations', 'crosswords', 'family'].map((part) => ['learner-home', 'parent-1', part]),
    ];
    for (const queryKey of homeQueries) await waitFor(async () => expect(await kept.kept('parent-1', JSON.stringify(queryKey)), JSON.stringify(queryKey)).toBeDefined());
    expect(screen.queryByTestId('kept-copy')).not.toBeInTheDocument();
    cleanup();

    // The app opened again with no network at all: the home from the copy, with its note, and no error.
    network.up = false;
    await loadHome(false);
    const main = await screen.findByRole('main');
    expect(await screen.findByTestId('kept-copy')).toHaveTextContent(/^Hors ligne\s: la page montre votre accueil tel que vu le .+, gardé sur cet appareil\.$/);
    expect(await within(within(main).getByRole('region', { name: 'Cartes mémoire' })).findByText('12 cartes à revoir')).toBeInTheDocument();
    expect(await within(within(main).getByRole('region', { name: 'Série' })).findByText('3 jours d’affilée')).toBeInTheDocument();
    expect(await within(within(main).getByRole('region', { name: 'Dictée' })).findByText('Niveau Adulte : « La Mer », 92 mots.')).toBeInTheDocument();

    // The network returns: the server's answers replace the copy, and the note goes.
    setNetwork(true);
    await waitFor(() => expect(screen.queryByTestId('kept-copy')).not.toBeInTheDocument());
  });
});
