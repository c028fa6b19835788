import { profileCreated } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#account/data/accounts';
import { getSystemConfiguration } from '#settings/data/settings';
import { moveCoins } from '#wallet/data/wallet';

/**
 * The account's welcome coins (`coins.signupBonus`), once per account whatever the deliveries (key `welcome:<uid>`),
 * on the holder's profile (whose id is the account's sub). Profiles the holder adds get none: a welcome per profile
 * would let a family mint coins by creating and deleting profiles (docs/economy.md).
 */
export const handler = eventConsumer(profileCreated, async ({ detail }) => {
  if (detail.profileId !== detail.uid) return;
  const bonus = (await getSystemConfiguration())?.coins.signupBonus ?? 0;
  // A profile deleted before this delivery gets no wallet.
  if (bonus > 0 && (await profileExists(detail.uid, detail.profileId))) await moveCoins(detail.profileId, bonus, 'welcome', `welcome:${detail.uid}`);
});
