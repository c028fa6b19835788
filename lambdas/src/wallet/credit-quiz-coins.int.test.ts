import { randomUUID } from 'node:crypto';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { publish, quizCompleted } from '@plume/events';
import { describe, expect, it } from 'vitest';
import { cloud, cognitoClient, eventually, signIn, signedInUser } from '#test/cloud-client';
import { call, eventsDelivered } from '#test/accounts';

interface Entry { idempotencyKey: string; amount: number }

describe('quiz.completed → coin ledger', () => {
  it('credits a game once however often its event is delivered, and shows it in the coin history', async () => {
    const token = await signIn(cognitoClient(), cloud().userPoolClientId, 'abonne@plume.test', cloud().demoPassword);
    const account = (await call('get_user', token, {})).body?.data;
    const profileId = account.profiles.find((p: { name: string }) => p.name === 'Léa').id as string;
    const start = (await call('get_coin_history', token, { profileId })).body?.data as { balance: number; entries: Entry[] };
    const before = start.balance;
    const seenAtStart = new Set(start.entries.map((entry) => entry.idempotencyKey));

    const bus = new EventBridgeClient({ endpoint: cloud().eventbridge, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const detail = { gameId: randomUUID(), uid: account.uid, profileId, mode: 'quiz-zone' as const, correct: 8, incorrect: 2, total: 10, points: 95, coins: 8, lifelinesUsed: 0, averageMs: 4000, byCategory: [], completedAt: new Date().toISOString() };
    // At-least-once delivery: the same game announced three times.
    await Promise.all([1, 2, 3].map(() => publish(bus, 'plume', quizCompleted, detail)));

    // Léa is a demo profile: other credits (the demo's own coins at the cloud's start) may land beside this one, so the
    // test follows this game's entry rather than the newest one.
    const credited = (entry: Entry) => entry.idempotencyKey === `quiz:${detail.gameId}`;
    const history = await eventually(async () => (await call('get_coin_history', token, { profileId })).body?.data, (data) => (data?.entries as Entry[] | undefined)?.some(credited) ?? false);
    await eventsDelivered();
    const settled = (await call('get_coin_history', token, { profileId })).body?.data;
    // Three deliveries, one credit: the balance moved by this game's 8 coins and by whatever else landed meanwhile.
    const others = (settled.entries as Entry[]).filter((entry) => !credited(entry) && !seenAtStart.has(entry.idempotencyKey));
    expect(settled.balance).toBe(before + 8 + others.reduce((sum, entry) => sum + entry.amount, 0));
    expect((history.entries as Entry[]).find(credited)).toMatchObject({ amount: 8, reason: 'quiz:quiz-zone', idempotencyKey: `quiz:${detail.gameId}` });
    expect((settled.entries as Entry[]).filter(credited)).toHaveLength(1);
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
