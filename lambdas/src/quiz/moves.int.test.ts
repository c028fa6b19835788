import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion, Lifeline } from '@plume/shared';
import { cloud, documentClient } from '#test/cloud-client';
import { call, grantCoins, premiumAccount } from '#test/accounts';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

/**
 * The attacker's property, written once for every move of the game engine: N copies of a move sent at once have
 * exactly one effect, and a move after its question's deadline is refused (or, for a skip, counted as timed out).
 */
const COPIES = 10;
const subcategory = `course-${randomUUID().slice(0, 8)}`;
const fixture: AdminQuestion[] = Array.from({ length: 10 }, (_, n) => ({
  id: `${subcategory}-${n}`, subcategory, level: 1, difficulty: 'facile' as const, question: `Question de course ${n} ?`,
  options: [`juste ${n}`, `faux a ${n}`, `faux b ${n}`, `faux c ${n}`] as [string, string, string, string],
  answer: 0, explanation: `Parce que ${n}.`, language: 'fr' as const,
}));

describe('every game move, sent ten times at once, has exactly one effect', () => {
  let token: string;
  let profileId: string;
  const tally = (responses: { status: number; body?: Record<string, any> }[]) => {
    const byOutcome: Record<string, number> = {};
    for (const r of responses) byOutcome[`${r.status} ${r.body?.code}`] = (byOutcome[`${r.status} ${r.body?.code}`] ?? 0) + 1;
    return byOutcome;
  };
  const parallel = (path: string, body: unknown) => Promise.all(Array.from({ length: COPIES }, () => call(path, token, body)));
  const startLevel = async () => {
    const started = await call('start_quiz', token, { profileId, mode: 'quiz-zone', category: 'orthographe', subcategory, level: 1 });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return started.body?.data.gameId as string;
  };
  const game = async (gameId: string) => (await call('get_game', token, { gameId })).body?.data;
  const ledger = async () => (await call('get_coin_history', token, { profileId })).body?.data;

  beforeAll(async () => {
    useLocalCloudEnvironment();
    const { saveQuestions } = await import('#questions/data/catalog');
    await saveQuestions('orthographe', fixture, 'test');
    ({ token } = await premiumAccount()); // a family of its own: the other files run beside this one
    profileId = (await call('create_profile', token, { name: 'Course', avatar: 'renard', ageBand: 'adulte' })).body?.data.id;
    // An added profile has no welcome coins (one welcome per account): these pay for the lifelines below.
    await grantCoins(profileId, 50);
  });
  afterAll(async () => {
    await call('delete_profile', token, { profileId });
  });

  it('next_question: one clock start; every copy sees the same deadline', async () => {
    const gameId = await startLevel();
    const served = await parallel('next_question', { gameId, index: 0 });
    expect(tally(served)).toEqual({ '200 next_question': COPIES });
    expect(new Set(served.map((r) => r.body?.data.question.deadline)).size).toBe(1);
  });

  it('answer_quiz: one answer counts, the nine others are refused', async () => {
    const gameId = await startLevel();
    await call('next_question', token, { gameId, index: 0 });
    const answers = await parallel('answer_quiz', { gameId, index: 0, choice: 1 });
    expect(tally(answers)).toEqual({ '200 answer_recorded': 1, [`409 answer_already_given`]: COPIES - 1 });
    expect((await game(gameId)).review).toHaveLength(1);
  });

  for (const lifeline of ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'] satisfies Lifeline[]) {
    it(`use_lifeline ${lifeline}: granted and paid once; the others get 'Lifeline already used' and pay nothing`, async () => {
      const gameId = await startLevel();
      await call('next_question', token, { gameId, index: 0 });
      const before = await ledger();
      const uses = await parallel('use_lifeline', { gameId, index: 0, lifeline });
      const outcomes = tally(uses);
      expect(outcomes['200 lifeline_used']).toBe(1);
      // A copy that arrives after a skip moved the game on is told the question was already dealt with.
      const refused = Object.entries(outcomes).filter(([key]) => !key.startsWith('200'));
      for (const [key] of refused) expect(['409 lifeline_already_used', '409 answer_already_given']).toContain(key);
      expect(refused.reduce((sum, [, n]) => sum + n, 0)).toBe(COPIES - 1);
      if (lifeline === 'fifty-fifty') {
        // Together, the copies may not remove more than one pair: the right answer stays hidden among two.
        const removed = uses.filter((r) => r.status === 200).flatMap((r) => r.body?.data.removed);
        expect(removed).toHaveLength(2);
      }
      const after = await ledger();
      expect(after.balance).toBe(before.balance - 5);
      expect(after.entries.filter((e: { idempotencyKey: string }) => e.idempotencyKey === `lifeline:${gameId}:${lifeline}`)).toHaveLength(1);
      expect((await game(gameId)).lifelinesUsed).toEqual([lifeline]);
    });
  }

  it('50/50 and the audience poll sent together: only one of the two is granted', async () => {
    const gameId = await startLevel();
    await call('next_question', token, { gameId, index: 0 });
    const mixed = await Promise.all(Array.from({ length: COPIES }, (_, i) => call('use_lifeline', token, { gameId, index: 0, lifeline: i % 2 ? 'fifty-fifty' : 'audience-poll' })));
    expect(mixed.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await game(gameId)).lifelinesUsed).toHaveLength(1);
  });

  describe('after the deadline', () => {
    /** The question's time runs out without the test waiting 30 s: its deadline is moved into the past. */
    const expire = (gameId: string) => documentClient().send(new UpdateCommand({
      TableName: cloud().tableName, Key: { pk: `GAME#${gameId}`, sk: 'GAME' }, UpdateExpression: 'SET deadline = :past', ExpressionAttributeValues: { ':past': Date.now() - 1_000 },
    }));

    it('refuses every lifeline but skip, which counts as a timed-out answer; nothing is paid', async () => {
      const gameId = await startLevel();
      await call('next_question', token, { gameId, index: 0 });
      await expire(gameId);
      const before = await ledger();
      for (const lifeline of ['fifty-fifty', 'audience-poll', 'reset-timer']) {
        expect(await call('use_lifeline', token, { gameId, index: 0, lifeline })).toMatchObject({ status: 409, body: { code: 'question_time_over' } });
      }
      const skipped = await call('use_lifeline', token, { gameId, index: 0, lifeline: 'skip' });
      expect(skipped).toMatchObject({ status: 200, body: { code: 'question_timed_out', data: { correct: false, timedOut: true, correctIndex: expect.any(Number) } } });
      const after = await game(gameId);
      expect(after).toMatchObject({ current: 1, lifelinesUsed: [] });
      expect(after.review[0]).toMatchObject({ correct: false, choice: null });
      expect(after.review[0].skipped).toBeUndefined();
      expect((await ledger()).balance).toBe(before.balance);
    });

    it('an answer after the deadline is recorded as lost, once', async () => {
      const gameId = await startLevel();
      await call('next_question', token, { gameId, index: 0 });
      await expire(gameId);
      const answers = await parallel('answer_quiz', { gameId, index: 0, choice: 0 });
      expect(tally(answers)).toEqual({ '200 answer_recorded': 1, '409 answer_already_given': COPIES - 1 });
      expect(answers.find((r) => r.status === 200)?.body?.data).toMatchObject({ correct: false, timedOut: true });
    });
  });

  it('the daily quiz: ten starts at once open one game', async () => {
    const starts = await parallel('start_quiz', { profileId, mode: 'daily' });
    expect(tally(starts)).toEqual({ '201 quiz_started': 1, '409 daily_already_played': COPIES - 1 });
  });
});
