import { randomUUID } from 'node:crypto';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { publish, quizCompleted } from '@plume/events';
import type { AdminQuestion } from '@plume/shared';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloud, cognitoClient, eventually, signIn } from '#test/cloud-client';
import { call, eventsDelivered, premiumAccount } from '#test/accounts';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

const subcategory = `eco-${randomUUID().slice(0, 8)}`;
const fixture: AdminQuestion[] = Array.from({ length: 10 }, (_, n) => ({
  id: `${subcategory}-1-${n}`, subcategory, level: 1, difficulty: 'facile' as const, question: `Économie, question ${n} ?`,
  options: [`juste ${n}`, `faux a ${n}`, `faux b ${n}`, `faux c ${n}`] as [string, string, string, string], answer: 0, explanation: `Parce que ${n}.`, language: 'fr' as const,
}));

/** A profile's row on a board without its rank (see `snapshot`). */
function ownScore(me: { rank?: number; score: number; hidden: boolean } | undefined) {
  return me && { score: me.score, hidden: me.hidden };
}

describe('quiz.completed → statistics, badges, notifications, leaderboards (idempotent consumers)', () => {
  let token: string;
  let uid: string;
  let profileId: string;
  const bus = () => new EventBridgeClient({ endpoint: cloud().eventbridge, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  /**
   * Everything the consumers keep for the profile, read through the API as the screens read it. A board's rank is
   * left out: the boards are shared with the players of the files running beside this one, so a place can move while
   * the profile's own score stays.
   */
  const snapshot = async () => {
    const [stats, badges, notifications, daily, monthly, allTime, coins] = await Promise.all([
      call('get_statistics', token, { profileId }), call('get_badges', token, { profileId }), call('get_notifications', token, { profileId }),
      call('get_leaderboard', token, { profileId, period: 'daily' }), call('get_leaderboard', token, { profileId, period: 'monthly' }),
      call('get_leaderboard', token, { profileId, period: 'all-time' }), call('get_coin_history', token, { profileId }),
    ]);
    return {
      stats: stats.body?.data, unlocked: badges.body?.data.badges.filter((b: { status: string }) => b.status === 'unlocked').map((b: { type: string }) => b.type).sort(),
      notifications: notifications.body?.data.total, daily: ownScore(daily.body?.data.me), monthly: ownScore(monthly.body?.data.me), allTime: ownScore(allTime.body?.data.me),
      coins: coins.body?.data.balance,
    };
  };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    const { saveQuestions } = await import('#questions/data/catalog');
    await saveQuestions('grammaire', fixture, 'test');
    ({ token, uid } = await premiumAccount()); // a family of its own: the other files run beside this one
    profileId = (await call('create_profile', token, { name: 'Économe', avatar: 'renard', ageBand: 'adulte' })).body?.data.id;
    // An added profile starts with no coins: one welcome per account, on the holder's profile (docs/economy.md).
    await eventsDelivered();
    expect((await call('get_coin_history', token, { profileId })).body?.data.balance).toBe(0);
  });
  afterAll(async () => {
    await call('delete_profile', token, { profileId });
  });

  it('a perfect, fast game without lifelines: statistics, three badges with their notifications, and a place on every board', async () => {
    const { gameId } = (await call('start_quiz', token, { profileId, mode: 'quiz-zone', category: 'grammaire', subcategory, level: 1 })).body!.data;
    let points = 0;
    for (let index = 0; index < 10; index++) {
      const question = (await call('next_question', token, { gameId, index })).body?.data.question;
      const answered = await call('answer_quiz', token, { gameId, index, choice: question.options.findIndex((o: string) => o.startsWith('juste')) });
      points = answered.body?.data.score;
    }
    const after = await eventually(snapshot, (s) => s.unlocked?.length === 3 && s.stats?.games === 1 && s.stats.byCategory.length === 1 && s.stats.categoryDays.length === 1 && s.allTime?.score === points && s.coins === 10);
    expect(after.unlocked).toEqual(['brainiac', 'dashing_debut', 'super_sonic']);
    expect(after.stats).toMatchObject({ games: 1, questions: 10, correct: 10, accuracy: 100, points, playStreak: { current: 1, best: 1 }, byCategory: [{ category: 'grammaire', games: 1, questions: 10, correct: 10 }] });
    expect(after.stats.days).toHaveLength(30);
    expect(after.stats.days.at(-1)).toMatchObject({ questions: 10, correct: 10, points });
    expect(after.stats.categoryDays).toEqual([{ day: after.stats.days.at(-1).day, category: 'grammaire', questions: 10, correct: 10 }]);
    expect(after.daily).toEqual({ score: points, hidden: false });
    const board = (await call('get_leaderboard', token, { profileId, period: 'daily' })).body?.data;
    expect(board.me).toMatchObject({ score: points, rank: expect.any(Number), hidden: false });
    // Today's board is shared with the players of the files running beside this one: the profile's row is in the top
    // 100 only if they left it room, and then it holds its place.
    const row = board.top.find((e: { you: boolean }) => e.you);
    if (row) expect(row).toMatchObject({ name: 'Économe', avatar: 'renard', score: points, rank: board.me.rank, mine: true });

    const notifications = (await call('get_notifications', token, { profileId })).body?.data;
    expect(notifications).toMatchObject({ total: 3, unread: 3 });
    expect(notifications.items[0]).toMatchObject({ title: 'Vous avez débloqué un nouveau badge', read: false });
    expect(new Set(notifications.items.map((n: { id: string }) => n.id)).size).toBe(3);
    await call('mark_notifications_read', token, { profileId });
    expect((await call('get_notifications', token, { profileId })).body?.data).toMatchObject({ total: 3, unread: 0 });
  });

  it('replaying every event of a game twice changes nothing', async () => {
    const detail: z.infer<typeof quizCompleted.schema> = {
      gameId: randomUUID(), uid, profileId, mode: 'true-false', correct: 6, incorrect: 4, total: 10, points: 66, coins: 0,
      lifelinesUsed: 1, averageMs: 9_000, byCategory: [{ category: 'sciences', questions: 10, correct: 6 }], completedAt: new Date().toISOString(),
    };
    const before = await snapshot();
    await publish(bus(), 'plume', quizCompleted, detail);
    await eventually(snapshot, (s) => s.stats?.games === before.stats.games + 1 && s.allTime?.score === before.allTime!.score + 66);
    // A snapshot is several reads: take the reference once every consumer is done.
    await eventsDelivered();
    const once = await snapshot();
    await Promise.all([publish(bus(), 'plume', quizCompleted, detail), publish(bus(), 'plume', quizCompleted, detail)]);
    await eventsDelivered();
    const twice = await snapshot();
    expect(twice).toEqual(once);
    expect(once.stats.byCategory.find((c: { category: string }) => c.category === 'sciences')).toMatchObject({ games: 1, questions: 10, correct: 6 });
    expect(once.stats.byMode.map((m: { mode: string }) => m.mode).sort()).toEqual(['quiz-zone', 'true-false']);
  });

  it('a consumer that fails half-way is retried and finishes the work, counting the game once', async () => {
    const { dynamo } = await import('#clients/dynamo');
    const { handler } = await import('#statistics/handlers/record-stats-and-badges');
    const before = await snapshot();
    const detail = {
      gameId: randomUUID(), uid, profileId, mode: 'fun-and-learn' as const, correct: 5, incorrect: 0, total: 5, points: 70, coins: 5,
      lifelinesUsed: 1, averageMs: 8_000, byCategory: [{ category: 'histoire', questions: 5, correct: 5 }], completedAt: new Date().toISOString(),
    };
    const envelope = { version: '0', id: randomUUID(), 'detail-type': 'quiz.completed', source: 'plume', account: '000000000000', time: detail.completedAt, region: 'eu-west-3', resources: [], detail };
    // Fault injection on the real client: the badge lookup after the statistics transaction fails once, as a
    // network error or a Lambda timeout would. EventBridge's retry then calls the consumer again.
    let failures = 1;
    dynamo.middlewareStack.add((next, context) => async (args) => {
      if (context.commandName === 'QueryCommand' && failures > 0) {
        failures -= 1;
        throw new Error('injected failure');
      }
      return next(args);
    }, { step: 'initialize', name: 'injectedFailure' });
    try {
      await expect(handler(envelope)).rejects.toThrow('injected failure');
      expect((await snapshot()).unlocked).toEqual(before.unlocked);
      await handler(envelope);
    } finally {
      dynamo.middlewareStack.remove('injectedFailure');
    }
    const after = await snapshot();
    expect(after.stats.games).toBe(before.stats.games + 1);
    expect(after.stats.questions).toBe(before.stats.questions + 5);
    expect(after.unlocked).toEqual([...before.unlocked, 'flashback'].sort());
    expect(after.notifications).toBe(before.notifications + 1);
  });

  it('the badge, statistics and leaderboard routes are per profile: another account cannot read them', async () => {
    const admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    for (const path of ['get_badges', 'get_statistics', 'get_notifications']) expect((await call(path, admin, { profileId })).status).toBe(404);
    expect((await call('get_leaderboard', token, { profileId, period: 'weekly' })).status).toBe(400);
  });
});
