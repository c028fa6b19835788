import { profileDeleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { writeTombstone } from '#data/accounts';
import { eraseOwner } from '#data/erasure';
import { emailOwnerId } from '#data/ownership';
import { logger } from '#clients/logger';

/**
 * Erases a deleted profile's data, as the ownership registry lists it: its partitions (statistics, badges,
 * notifications, bookmarks, levels, daily claims, wallet and ledger) and what the owner index lists elsewhere
 * (leaderboard rows, games, reports). With its account: the tombstone first (no old token may recreate anything
 * meanwhile), then the account's partition, connections, Stripe markers and contact messages. Idempotent.
 */
export const handler = eventConsumer(profileDeleted, async ({ detail }) => {
  if (detail.account) await writeTombstone(detail.uid);
  let erased = await eraseOwner('profile', detail.profileId);
  if (detail.account) {
    erased += await eraseOwner('account', detail.uid);
    if (detail.account.email) erased += await eraseOwner('email', emailOwnerId(detail.account.email));
  }
  logger.info('profile erased', { erased, account: !!detail.account });
});
