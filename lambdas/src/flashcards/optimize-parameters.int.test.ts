import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { flashcardReviewed, publish } from '@plume/events';
import { OPTIMIZE_AFTER_REVIEWS, newSchedule } from '@plume/shared/flashcards';
import { seededRandom } from '@plume/shared/random';
import { simulateLearner } from '@plume/shared/flashcards/simulated-learner';
import { default_w } from 'ts-fsrs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, eventsDelivered, localBus, subscriberAndStranger } from '#test/accounts';

const DAY_MS = 86_400_000;

/**
 * The review logs a simulated learner would have left (ratings and times are what the optimizer reads; the schedules
 * stored beside them in real logs play no part in it), all in the past, one short of the threshold.
 */
function simulatedLogs(profileId: string, count: number): Record<string, unknown>[] {
  const learner = simulateLearner(seededRandom(11), { days: 90, newCardsPerDay: 8, personalSpread: 0.5 });
  const start = Date.now() - 120 * DAY_MS;
  const logs = learner.histories.flatMap(({ history, days }, card) => history.map((review, index) => ({
    reviewId: `sim-${card}-${index}`, deckId: 'simulated', cardId: `card-${card}`, rating: review.rating, stateBefore: index === 0 ? 0 : 2,
    reviewedAt: new Date(start + days[index]! * DAY_MS).toISOString(),
  })));
  logs.sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
  const schedule = newSchedule(new Date(start));
  return logs.slice(0, count).map((log) => ({ pk: `PROFILE#${profileId}`, sk: `FLASHLOG#${log.reviewId}`, ...log, before: schedule, after: schedule }));
}

describe('per-profile FSRS parameters', () => {
  let token: string;
  let profileId: string;
  let uid: string;
  const settingsItem = async () => (await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: 'FLASHCARD_SETTINGS' }, ConsistentRead: true }))).Item;
  const statistics = async () => (await call('get_flashcard_statistics', token, { profileId })).body?.data;

  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ token, profileId } = await subscriberAndStranger());
    uid = profileId; // the holder's own profile carries the account's id
  });

  it('keeps the defaults below the threshold, fits once the 400th review is logged, and a replay fits nothing more', async () => {
    const logs = simulatedLogs(profileId, OPTIMIZE_AFTER_REVIEWS - 1);
    for (let index = 0; index < logs.length; index += 25) {
      await documentClient().send(new BatchWriteCommand({ RequestItems: { [cloud().tableName]: logs.slice(index, index + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    expect((await statistics()).memoryModel).toEqual({ reviews: OPTIMIZE_AFTER_REVIEWS - 1, threshold: OPTIMIZE_AFTER_REVIEWS });

    const { deck } = (await call('create_flashcard_deck', token, { profileId, name: 'Essai' })).body!.data;
    const { card } = (await call('add_flashcard', token, { profileId, deckId: deck.deckId, word: 'abîme' })).body!.data;
    const review = { profileId, deckId: deck.deckId, cardId: card.cardId, reviewId: randomUUID(), rating: 3 };
    expect((await call('review_flashcard', token, review)).status).toBe(200);

    const fitted = await eventually(settingsItem, (item) => item?.fit !== undefined);
    expect(fitted!.fit.reviews).toBe(OPTIMIZE_AFTER_REVIEWS);
    expect(fitted!.fit.parameters).toHaveLength(21);
    expect(fitted!.fit.parameters).not.toEqual([...default_w]);
    expect(fitted!.settings).toEqual({ requestRetention: 0.9 });
    expect((await statistics()).memoryModel).toMatchObject({ reviews: OPTIMIZE_AFTER_REVIEWS, fittedOnReviews: OPTIMIZE_AFTER_REVIEWS });

    // The same review sent again is not a new review; the event delivered twice more fits nothing new.
    expect((await call('review_flashcard', token, review)).status).toBe(200);
    const detail = { uid, profileId, deckId: deck.deckId, cardId: card.cardId, reviewId: review.reviewId, rating: 3, stateBefore: 0, reviewedAt: new Date().toISOString() };
    await Promise.all([publish(localBus(), 'plume', flashcardReviewed, detail), publish(localBus(), 'plume', flashcardReviewed, detail)]);
    await eventsDelivered();
    expect((await settingsItem())!.fit).toEqual(fitted!.fit);

    // The retention setting and the fitted parameters live side by side: changing one keeps the other.
    expect((await call('update_flashcard_settings', token, { profileId, settings: { requestRetention: 0.85 } })).status).toBe(200);
    expect((await settingsItem())!.fit).toEqual(fitted!.fit);
  });
});
