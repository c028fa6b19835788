import { subscriptionChanged } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { payReferral } from '#referrals/referrals';

/** An account's subscription became paid: its referral, if it claimed one, pays both sides (once each, see payReferral). */
export const handler = eventConsumer(subscriptionChanged, async ({ detail }) => {
  if (detail.status !== 'active' || !detail.isPremium) return;
  await payReferral(detail.uid, new Date().toISOString());
});
