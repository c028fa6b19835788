import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeWinner, type Game } from '@plume/shared';
import { cloud, documentClient } from '#test/cloud-client';
import { call, coinHistory, eventsDelivered, premiumAccount } from '#test/accounts';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

/**
 * Family challenges against the local cloud: a parent records a round, a child plays against its ghost with the
 * handicap, each step once under ten parallel copies, nothing won, the outcome told to both and counted on the
 * family's board; another family's ids lead nowhere, and a deleted profile's challenges go with it.
 */
const storedGame = async (gameId: string) =>
  (await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `GAME#${gameId}`, sk: 'GAME' } }))).Item as Game;
const difficultyOf = async (ids: string[]) => {
  const { categoryQuestions } = await import('#questions/data/catalog');
  const byId = new Map((await categoryQuestions('sciences')).map((q) => [q.id, q.difficulty]));
  return new Set(ids.map((id) => byId.get(id)));
};

describe('family challenges', () => {
  let token: string;
  let parent: string;
  let child: string;
  let cousin: string;
  const create = (handicap: 'level' | 'time', body: Record<string, unknown> = {}) =>
    call('create_family_challenge', token, { profileId: parent, opponentProfileId: child, category: 'sciences', handicap, ...body });
  const challengesOf = async (profileId: string, as = token) => (await call('get_family_challenges', as, { profileId })).body?.data.challenges as Record<string, any>[];

  /** Plays a whole round: `right` first answers right, the rest wrong. Returns the last answer's body. */
  async function play(gameId: string, right: number, as = token) {
    const game = await storedGame(gameId);
    const reveals: Record<string, any>[] = [];
    const served: Record<string, any>[] = [];
    for (let index = 0; index < game.questions.length; index++) {
      served.push((await call('next_question', as, { gameId, index })).body?.data.question);
      const answer = game.questions[index]!.answer;
      const choice = index < right ? answer : (answer + 1) % 4;
      const response = await call('answer_quiz', as, { gameId, index, choice });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      reveals.push(response.body?.data);
    }
    return { served, reveals };
  }

  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ token } = await premiumAccount());
    const profileOf = async (name: string, ageBand: string) => {
      const created = await call('create_profile', token, { name, avatar: 'hibou', ageBand });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body?.data.id as string;
    };
    parent = await profileOf('Papa', 'adulte');
    child = await profileOf('Léa', '6-8');
    cousin = await profileOf('Cousin', '9-11');
  });

  it('by level: the parent records a hard round, the child plays easy questions against its ghost, once, and the outcome is told and counted', async () => {
    const started = await create('level');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { challengeId } = started.body!.data.familyChallenge;
    expect(started.body?.data).toMatchObject({ mode: 'family-challenge', total: 10, lifelines: [], familyChallenge: { challengeId } });
    expect(started.body?.data.familyChallenge.ghost).toBeUndefined();
    const parentGame = await storedGame(started.body?.data.gameId);
    expect(await difficultyOf(parentGame.questions.map((q) => q.id))).toEqual(new Set(['difficile']));

    // Until the parent's round is over, there is nothing to take up.
    expect((await call('take_up_family_challenge', token, { profileId: child, challengeId })).body?.code).toBe('family_challenge_not_open');
    const parentRound = await play(started.body?.data.gameId, 7);
    expect(parentRound.reveals.at(-1)).toMatchObject({ finished: { correct: 7, coins: 0, points: 0 } });
    const recorded = await storedGame(started.body?.data.gameId);

    const [received] = await challengesOf(child);
    expect(received).toMatchObject({ challengeId, status: 'open', role: 'opponent', handicap: 'level', challenger: { name: 'Papa', difficulty: 'difficile', result: { correct: 7, total: 10, points: recorded.points } }, opponent: { name: 'Léa', difficulty: 'facile' } });
    expect(received!.gameId).toBeUndefined();
    const notifications = (await call('get_notifications', token, { profileId: child })).body?.data.items as Record<string, any>[];
    expect(notifications.find((n) => n.type === 'family-challenge')).toMatchObject({ title: 'Papa vous lance un défi', body: `Sciences · ${recorded.points} points à battre` });

    // Ten copies of taking it up start one round.
    const takes = await Promise.all(Array.from({ length: 10 }, () => call('take_up_family_challenge', token, { profileId: child, challengeId })));
    expect(takes.filter((r) => r.status === 201)).toHaveLength(1);
    expect(takes.filter((r) => r.status === 409 && r.body?.code === 'family_challenge_not_open')).toHaveLength(9);
    const setup = takes.find((r) => r.status === 201)!.body?.data;
    expect(setup.familyChallenge).toEqual({ challengeId, ghost: { name: 'Papa', score: 0 } });
    const childGame = await storedGame(setup.gameId);
    expect(await difficultyOf(childGame.questions.map((q) => q.id))).toEqual(new Set(['facile']));
    expect(childGame.questionMs).toBe(recorded.questionMs);

    const childRound = await play(setup.gameId, 10);
    // While a question is open the ghost tells only when it answered (its recorded time), never whether rightly.
    childRound.served.forEach((question, index) => {
      const given = recorded.answers[index]!;
      expect(question.ghost).toEqual({ at: (question.deadline as number) - childGame.questionMs + given.ms });
    });
    // Once the child answered, how the ghost did, and its running score.
    let ghostScore = 0;
    childRound.reveals.forEach((reveal, index) => {
      ghostScore += recorded.answers[index]!.points;
      expect(reveal.ghost).toEqual({ correct: recorded.answers[index]!.correct, points: recorded.answers[index]!.points, score: ghostScore });
    });
    const childPoints = childRound.reveals.at(-1)!.score as number;

    const [finished] = await challengesOf(parent);
    const winner = challengeWinner({ points: recorded.points, correct: 7 }, { points: childPoints, correct: 10 });
    expect(finished).toMatchObject({ challengeId, status: 'finished', role: 'challenger', winner, opponent: { result: { correct: 10, total: 10, points: childPoints } } });
    const told = ((await call('get_notifications', token, { profileId: parent })).body?.data.items as Record<string, any>[]).find((n) => n.type === 'family-challenge');
    expect(told?.title).toBe('Léa a relevé votre défi');

    // Nothing won, but the rounds count: statistics, and the family's board of the month.
    await eventsDelivered();
    for (const profileId of [parent, child]) expect((await coinHistory(token, profileId)).filter((e) => e.reason.startsWith('quiz:'))).toEqual([]);
    const board = (await call('get_family_leaderboard', token, { profileId: parent })).body?.data.rows as Record<string, any>[];
    const wins = { challenger: [1, 0], opponent: [0, 1], draw: [0, 0] }[winner];
    expect(board.find((row) => row.profileId === parent)).toMatchObject({ challengesWon: wins[0], score: 0 });
    expect(board.find((row) => row.profileId === child)).toMatchObject({ challengesWon: wins[1], score: 0 });
    const statistics = (await call('get_statistics', token, { profileId: child })).body?.data;
    expect(statistics).toMatchObject({ games: 1, questions: 10, correct: 10, points: 0 });
    expect(statistics.byMode).toEqual([expect.objectContaining({ mode: 'family-challenge' })]);
  });

  it('by time: the child plays the very same questions with twice the time, and the points keep one scale', async () => {
    const started = await create('time');
    const { challengeId } = started.body!.data.familyChallenge;
    const parentGame = await storedGame(started.body?.data.gameId);
    await play(parentGame.gameId, 5);
    const taken = await call('take_up_family_challenge', token, { profileId: child, challengeId });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const childGame = await storedGame(taken.body?.data.gameId);
    expect(childGame.questions.map((q) => q.id)).toEqual(parentGame.questions.map((q) => q.id));
    expect(childGame.questionMs).toBe(parentGame.questionMs * 2);
    // The ghost runs on the child's clock: twice the time, twice as late.
    const recorded = await storedGame(parentGame.gameId);
    const first = (await call('next_question', token, { gameId: childGame.gameId, index: 0 })).body?.data.question;
    expect(first.ghost).toEqual({ at: first.deadline - childGame.questionMs + Math.round(recorded.answers[0]!.ms * 2) });
    const [view] = (await challengesOf(child)).filter((c) => c.challengeId === challengeId);
    expect(view!.opponent.questionSeconds).toBe(view!.challenger.questionSeconds * 2);
    expect(view!.status).toBe('playing');
    expect(view!.gameId).toBe(childGame.gameId);
  });

  it('refuses a challenge to oneself, to another family, and another family’s challenges lead nowhere', async () => {
    expect((await create('level', { opponentProfileId: parent })).body?.code).toBe('family_challenge_self');
    const stranger = await premiumAccount();
    const strangerProfile = (await call('create_profile', stranger.token, { name: 'Autre', avatar: 'chat', ageBand: 'adulte' })).body?.data.id;
    const across = await create('level', { opponentProfileId: strangerProfile });
    expect([across.status, across.body?.code]).toEqual([404, 'profile_not_found']);
    const mine = (await create('level')).body?.data.familyChallenge.challengeId as string;
    const theirs = await call('take_up_family_challenge', stranger.token, { profileId: strangerProfile, challengeId: mine });
    expect([theirs.status, theirs.body?.code]).toEqual([404, 'family_challenge_not_found']);
    expect(await challengesOf(strangerProfile, stranger.token)).toEqual([]);
    // Within the family, only the profile challenged may take it up.
    expect((await call('take_up_family_challenge', token, { profileId: parent, challengeId: mine })).body?.code).toBe('family_challenge_not_found');
  });

  it('a deleted profile’s challenges go with it, on either side', async () => {
    const started = await create('level', { opponentProfileId: cousin });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await challengesOf(cousin)).length).toBe(1);
    await call('delete_profile', token, { profileId: cousin });
    await eventsDelivered();
    expect((await challengesOf(parent)).filter((c) => c.opponent.profileId === cousin)).toEqual([]);
  });
});
