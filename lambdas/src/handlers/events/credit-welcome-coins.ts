import { profileCreated } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#data/accounts';
import { getSystemConfiguration } from '#data/settings';
import { moveCoins } from '#data/wallet';

/** A new profile's welcome coins (`coins.signupBonus`), once per profile whatever the deliveries (key `welcome:<profileId>`). */
export const handler = eventConsumer(profileCreated, async ({ detail }) => {
  const bonus = (await getSystemConfiguration())?.coins.signupBonus ?? 0;
  // A profile deleted before this delivery gets no wallet.
  if (bonus > 0 && (await profileExists(detail.uid, detail.profileId))) await moveCoins(detail.profileId, bonus, 'welcome', `welcome:${detail.profileId}`);
});
