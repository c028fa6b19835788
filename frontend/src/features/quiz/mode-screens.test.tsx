import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

type Handler = Parameters<typeof stubBackend>[0] extends Record<string, infer H> | undefined ? H : never;

const premiumParent = (routes: Record<string, Handler>) =>
  stubSubscriberBackend({
    ...routes,
  });

describe('quiz mode screens', () => {
  it('the catalogue leads to every mode, the bookmarks and the coins', async () => {
    premiumParent({});
    await renderFreshApp('/quiz', signInParent);
    const modes = await screen.findByRole('list', { name: 'Façons de jouer' });
    const links = within(modes).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/quiz/zone',
      '/quiz/daily',
      '/quiz/true-false',
      '/quiz/fun-and-learn',
      '/quiz/guess-the-word',
      '/quiz/self-challenge',
      '/quiz/audio',
      '/quiz/math-mania',
      '/quiz/contests',
      '/quiz/family-challenge',
      '/quiz/battle',
      '/quiz/exams',
      '/quiz/group-battle',
    ]);
    expect(within(modes).getByRole('link', { name: /^Zone de quiz/ })).toBeInTheDocument();
    // Every card is playable now: battles were the last « bientôt disponible ».
    expect(within(modes).queryByText('Bientôt disponible')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/quiz/bookmarks');
    expect(screen.getByRole('link', { name: 'Mes pièces' })).toHaveAttribute('href', '/quiz/coins');
  });

  it('the daily quiz shows the day, the streaks and the start, or says it is played', async () => {
    const user = userEvent.setup();
    let played = false;
    const fetchMock = premiumParent({
      '/api/get_daily_quiz': () => apiSuccess({ day: '2026-11-22', played, ...(played ? { gameId: 'daily-1' } : {}), streak: 3, bestStreak: 1 }),
    });
    const { router } = await renderFreshApp('/quiz/daily', signInParent);

    expect(await screen.findByRole('heading', { level: 2, name: 'Dimanche 22 novembre 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('daily-streak')).toHaveTextContent('3 jours');
    expect(screen.getByTestId('daily-bestStreak')).toHaveTextContent('1 jour');
    expect(screen.getByRole('link', { name: 'Jouer le quiz du jour' })).toHaveAttribute('href', '/quiz/daily/play');
    expect(await requestsTo(fetchMock, '/api/get_daily_quiz')[0]?.json()).toEqual({ profileId: 'parent-1' });

    played = true;
    await user.click(screen.getByRole('link', { name: '← Retour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz'));
    await user.click(await screen.findByRole('link', { name: /^Quiz du jour/ }));
    expect(await screen.findByText('Déjà joué aujourd’hui')).toBeInTheDocument();
    expect(screen.getByText(/^Vous avez déjà joué le quiz du jour/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jouer le quiz du jour' })).not.toBeInTheDocument();
    // Left during the game, or to see its result again: the play page picks that game up.
    expect(screen.getByRole('link', { name: 'Reprendre ou voir ma partie du jour' })).toHaveAttribute('href', '/quiz/daily/play?game=daily-1');
  });

  it('math mania shows its levels, and a locked one says how to unlock it', async () => {
    const user = userEvent.setup();
    premiumParent({
      '/api/get_math_mania_levels': () =>
        apiSuccess({ levels: Array.from({ length: 30 }, (_, index) => ({ level: index + 1, played: index === 0, unlocked: index < 2 })) }),
    });
    await renderFreshApp('/quiz/math-mania', signInParent);

    expect(await screen.findByRole('link', { name: /^Niveau 1 Joué$/ })).toHaveAttribute('href', '/quiz/math-mania/play?level=1');
    expect(screen.getByRole('link', { name: /^Niveau 2$/ })).toHaveAttribute('href', '/quiz/math-mania/play?level=2');
    expect(screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('button', { name: /Verrouillé$/ }))).toHaveLength(28);
    await user.click(screen.getByRole('button', { name: /^Niveau 30\s*Verrouillé$/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ce niveau est verrouillé. Jouez les niveaux précédents pour le débloquer.');
  });

  it('the bookmarks show each question with its answer, and removing one says so', async () => {
    const user = userEvent.setup();
    const bookmark = (id: string, question: string, mode: string) => ({
      bookmarkId: id,
      question,
      options: ['chevals', 'chevaux', 'chevales', 'chevauxs'],
      correctIndex: 1,
      explanation: 'Les noms en -al font -aux.',
      mode,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    let bookmarks = [bookmark('b-2', 'Quel est le pluriel de « cheval » ?', 'audio'), bookmark('b-1', 'Et celui de « festival » ?', 'quiz-zone')];
    const fetchMock = premiumParent({
      '/api/get_bookmarks': () => apiSuccess({ bookmarks }),
      '/api/remove_bookmark': async (request) => {
        const { bookmarkId } = (await request.json()) as { bookmarkId: string };
        bookmarks = bookmarks.filter((candidate) => candidate.bookmarkId !== bookmarkId);
        return jsonResponse(200, { error: false, message: 'Question retirée des favoris', code: 'question_removed_from_bookmark', data: null });
      },
    });
    await renderFreshApp('/quiz/bookmarks', signInParent);

    const list = await screen.findByRole('list', { name: 'Mes favoris' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Quiz audio');
    expect(items[0]).toHaveTextContent('Quel est le pluriel de « cheval » ?');
    expect(items[0]).toHaveTextContent(/Bonne réponse\s: chevaux/);
    expect(items[0]).toHaveTextContent('Les noms en -al font -aux.');

    await user.click(within(items[0]!).getByRole('button', { name: /^Retirer des favoris\s: question 1$/ }));
    expect(await screen.findByText('Question retirée des favoris')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mes favoris' })).getAllByRole('listitem')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/remove_bookmark')[0]?.json()).toEqual({ profileId: 'parent-1', bookmarkId: 'b-2' });

    await user.click(screen.getByRole('button', { name: /^Retirer des favoris\s: question 1$/ }));
    expect(await screen.findByText(/^Aucune question en favori/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jouer un quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('a guess-the-word bookmark shows the word to find', async () => {
    premiumParent({
      '/api/get_bookmarks': () => apiSuccess({
        bookmarks: [{
          bookmarkId: 'w-1', question: 'Le plus grand animal terrestre', options: [], correctWord: 'éléphant',
          explanation: 'Il vit en Afrique et en Asie.', mode: 'guess-the-word', createdAt: '2026-11-22T10:00:00.000Z',
        }],
      }),
    });
    await renderFreshApp('/quiz/bookmarks', signInParent);

    const [item] = within(await screen.findByRole('list', { name: 'Mes favoris' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Devine le mot');
    expect(item).toHaveTextContent('Le plus grand animal terrestre');
    expect(item).toHaveTextContent(/Bonne réponse\s: éléphant/);
  });
});
