import { profileCreated } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { getSystemConfiguration } from '#data/settings';
import { moveCoins } from '#data/wallet';

/** A new profile's welcome coins (`coins.signupBonus`), once per profile whatever the deliveries (key `welcome:<profileId>`). */
export const handler = eventConsumer(profileCreated, async ({ detail }) => {
  const bonus = (await getSystemConfiguration())?.coins.signupBonus ?? 0;
  if (bonus > 0) await moveCoins(detail.profileId, bonus, 'welcome', `welcome:${detail.profileId}`);
});
