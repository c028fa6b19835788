import { billingChangeOf } from '@plume/shared';
import { stripeEventReceived, subscriptionChanged } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { publishEvent } from '#clients/bus';
import { applyBillingChange } from '#data/billing';
import { getAccount } from '#data/accounts';

/**
 * Keeps each account's premium state in line with Stripe, whatever order and however often events arrive
 * (see applyBillingChange), and announces each applied change as `subscription.changed`.
 */
export const handler = eventConsumer(stripeEventReceived, async ({ detail }) => {
  const change = billingChangeOf(detail);
  if (change.kind === 'ignored') return;
  const outcome = await applyBillingChange(detail.id, detail.created, change);
  if (outcome === 'no-account') throw new Error(`Stripe event ${detail.id} names unknown account ${change.uid}`);
  // A redelivery re-announces an applied change: the publish may not have happened the first time.
  if (change.kind !== 'subscription' || (outcome !== 'applied' && outcome !== 'duplicate-applied')) return;
  const account = await getAccount(change.uid);
  await publishEvent(subscriptionChanged, {
    uid: change.uid,
    isPremium: account?.isPremium ?? change.isPremium,
    plan: account?.plan ?? change.plan,
    periodEnd: account?.periodEnd ?? change.periodEnd,
    status: change.status,
    stripeEventId: detail.id,
  });
});
