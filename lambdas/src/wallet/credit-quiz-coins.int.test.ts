import { randomUUID } from 'node:crypto';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { publish, quizCompleted } from '@plume/events';
import { describe, expect, it } from 'vitest';
import { cloud, cognitoClient, eventually, signIn, signedInUser } from '#test/cloud-client';
import { call, eventsDelivered } from '#test/accounts';

describe('quiz.completed → coin ledger', () => {
  it('credits a game once however often its event is delivered, and shows it in the coin history', async () => {
    const token = await signIn(cognitoClient(), cloud().userPoolClientId, 'abonne@plume.test', cloud().demoPassword);
    const account = (await call('get_user', token, {})).body?.data;
    const profileId = account.profiles.find((p: { name: string }) => p.name === 'Léa').id as string;
    const before = (await call('get_coin_history', token, { profileId })).body?.data.balance as number;

    const bus = new EventBridgeClient({ endpoint: cloud().eventbridge, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const detail = { gameId: randomUUID(), uid: account.uid, profileId, mode: 'quiz-zone' as const, correct: 8, incorrect: 2, total: 10, points: 95, coins: 8, lifelinesUsed: 0, averageMs: 4000, byCategory: [], completedAt: new Date().toISOString() };
    // At-least-once delivery: the same game announced three times.
    await Promise.all([1, 2, 3].map(() => publish(bus, 'plume', quizCompleted, detail)));

    const history = await eventually(async () => (await call('get_coin_history', token, { profileId })).body?.data, (data) => data?.balance > before);
    await eventsDelivered();
    const settled = (await call('get_coin_history', token, { profileId })).body?.data;
    expect(settled.balance).toBe(before + 8);
    expect(history.entries[0]).toMatchObject({ amount: 8, reason: 'quiz:quiz-zone', idempotencyKey: `quiz:${detail.gameId}`, balanceAfter: before + 8 });
    expect(settled.entries.filter((e: { idempotencyKey: string }) => e.idempotencyKey === `quiz:${detail.gameId}`)).toHaveLength(1);
  });

  it("keeps one account out of another's profiles, and the history is premium", async () => {
    const subscriber = await signIn(cognitoClient(), cloud().userPoolClientId, 'abonne@plume.test', cloud().demoPassword);
    const admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    const adminProfile = (await call('get_user', admin, {})).body?.data.profiles[0].id;
    expect((await call('get_coin_history', subscriber, { profileId: adminProfile })).status).toBe(404);
    const free = await signedInUser();
    const freeProfile = (await call('get_user', free.idToken, {})).body?.data.profiles[0].id;
    expect((await call('get_coin_history', free.idToken, { profileId: freeProfile })).body).toMatchObject({ error: true, code: 'subscription_required' });
  });
});
