import { profileDeleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { writeTombstone } from '#account/data/accounts';
import { eraseOwner } from '#table/erasure';
import { eraseBattleTraces } from '#battles/erasure';
import { eraseChallengesOf } from '#quiz/data/family-challenges';
import { archivePayoutsOf } from '#payouts/data/payouts';
import { emailOwnerId } from '#table/ownership';
import { logger } from '#clients/logger';

/**
 * Erases a deleted profile's data, as the ownership registry lists it: its partitions (statistics, badges,
 * notifications, bookmarks, levels, daily claims, wallet and ledger) and what the owner index lists elsewhere
 * (leaderboard rows, games, reports), after taking it out of other people's battles (and settling the battles it
 * created: docs/battles.md, « Privacy and deletion »). With its account: the tombstone first (no old token may recreate anything
 * meanwhile), then an anonymized record of each payout request (finance's books), then the account's partition,
 * connections, payout requests, Stripe markers and contact messages. Idempotent.
 */
export const handler = eventConsumer(profileDeleted, async ({ detail }) => {
  if (detail.account) {
    await writeTombstone(detail.uid);
    // Finance keeps an anonymized record of each payout request before the requests go: first, since the holder's
    // profile id is the account's sub, so the profile's erasure below already finds them on the owner index.
    await archivePayoutsOf(detail.uid, new Date().toISOString());
  }
  // Before the partitions go: the seat notes are how its seats in other people's battles are found.
  let erased = await eraseBattleTraces(detail.profileId, Date.now());
  // Its family challenges, on either side (the account's partition holds them; the account's own erasure takes the rest).
  erased += await eraseChallengesOf(detail.uid, detail.profileId);
  erased += await eraseOwner('profile', detail.profileId);
  if (detail.account) {
    erased += await eraseOwner('account', detail.uid);
    if (detail.account.email) erased += await eraseOwner('email', emailOwnerId(detail.account.email));
  }
  logger.info('profile erased', { erased, account: !!detail.account });
});
