import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, eventually } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, premiumAccount } from '#test/accounts';

const totals = async () => ((await (await fetch(`${cloud().url}/_local/metrics`)).json()) as { totals: Record<string, number> }).totals;

describe('business metrics', () => {
  beforeAll(() => useLocalCloudEnvironment());

  // Other test files share this local cloud, so the figures are compared with what they were before, not with zero.
  it('counts a flashcard review and the coins credited, as the local cloud reads them from the handlers’ output', async () => {
    const before = await totals();
    const { token, uid: profileId } = await premiumAccount();
    const { deck } = (await call('create_flashcard_deck', token, { profileId, name: 'Mesures' })).body!.data;
    const { card } = (await call('add_flashcard', token, { profileId, deckId: deck.deckId, word: 'mesure' })).body!.data;
    expect((await call('review_flashcard', token, { profileId, deckId: deck.deckId, cardId: card.cardId, reviewId: randomUUID(), rating: 3 })).status).toBe(200);
    const after = await eventually(totals, (now) => (now.FlashcardsReviewed ?? 0) > (before.FlashcardsReviewed ?? 0) && (now.CoinsCredited ?? 0) > (before.CoinsCredited ?? 0));
    expect(after.FlashcardsReviewed! - (before.FlashcardsReviewed ?? 0)).toBeGreaterThanOrEqual(1);
  });
});
