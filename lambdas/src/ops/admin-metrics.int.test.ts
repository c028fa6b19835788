import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, cognitoClient, eventually, signIn, signedInUser } from '#test/cloud-client';
import { call, premiumAccount } from '#test/accounts';

interface MetricsAnswer {
  period: string;
  buckets: string[];
  counts: { metric: string; values: number[]; total: number }[];
  oldestPendingPayoutHours: { values: (number | null)[]; latest: number | null };
  partial: boolean;
}

const adminToken = () => signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);

describe('admin console: business metrics (GetMetricData against the local cloud)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });
  const metrics = async (period: string) => (await call('admin/get_metrics', admin, { period })).body?.data as MetricsAnswer;
  const total = (answer: MetricsAnswer, metric: string) => answer.counts.find((series) => series.metric === metric)!.total;

  it('is for admins only, and refuses a period it does not know', async () => {
    const learner = await signedInUser();
    expect((await call('admin/get_metrics', learner.idToken, { period: '24h' })).status).toBe(403);
    expect(await call('admin/get_metrics', admin, { period: '1y' })).toMatchObject({ status: 400, body: { error: true, code: 'invalid_request' } });
    expect((await call('admin/get_metrics', admin, { period: '24h', extra: 1 })).status).toBe(400);
  });

  it('answers every figure bucket by bucket: 24 hours, 28 quarters of a day, 30 days', async () => {
    for (const [period, buckets] of [['24h', 24], ['7d', 28], ['30d', 30]] as const) {
      const answer = await metrics(period);
      expect(answer).toMatchObject({ period, partial: false });
      expect(answer.buckets).toHaveLength(buckets);
      expect(answer.counts.map((series) => series.metric)).toEqual(expect.arrayContaining(['GamesCompleted', 'CoinsCredited', 'CoinsSpent', 'BattlesStarted', 'PayoutsRequested', 'DeadLetters']));
      for (const series of answer.counts) {
        expect(series.values).toHaveLength(buckets);
        expect(series.values.reduce((sum, value) => sum + value, 0)).toBe(series.total);
      }
      expect(answer.oldestPendingPayoutHours.values).toHaveLength(buckets);
    }
  });

  // Other test files share this local cloud, so the figures are compared with what they were before, not with zero.
  it('reads back a figure this test causes: a flashcard review and its coins, in the current hour\'s bucket', async () => {
    const before = await metrics('24h');
    const { token, uid: profileId } = await premiumAccount();
    const { deck } = (await call('create_flashcard_deck', token, { profileId, name: 'Indicateurs' })).body!.data;
    const { card } = (await call('add_flashcard', token, { profileId, deckId: deck.deckId, word: 'indicateur' })).body!.data;
    expect((await call('review_flashcard', token, { profileId, deckId: deck.deckId, cardId: card.cardId, reviewId: randomUUID(), rating: 3 })).status).toBe(200);

    const after = await eventually(() => metrics('24h'), (now) => total(now, 'FlashcardsReviewed') > total(before, 'FlashcardsReviewed') && total(now, 'CoinsCredited') > total(before, 'CoinsCredited'));
    const reviews = after.counts.find((series) => series.metric === 'FlashcardsReviewed')!;
    expect(reviews.values.slice(-2).reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(1);
    // The same figure over 30 days holds at least as much.
    expect(total(await metrics('30d'), 'FlashcardsReviewed')).toBeGreaterThanOrEqual(total(after, 'FlashcardsReviewed'));
  });
});
