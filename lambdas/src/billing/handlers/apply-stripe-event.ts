import { billingChangeOf } from '@plume/shared';
import { stripeEventReceived, subscriptionChanged } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { publishEvent } from '#clients/bus';
import { applyBillingChange } from '#billing/data/billing';
import { getAccount } from '#account/data/accounts';
import { notifyOnce } from '#notifications/data/notifications';

/**
 * Keeps each account's premium state in line with Stripe, whatever order and however often events arrive
 * (see applyBillingChange), and announces each applied change as `subscription.changed`; a trial's coming end is
 * announced to the holder in the app (once per subscription, however often Stripe sends it).
 */
export const handler = eventConsumer(stripeEventReceived, async ({ detail }) => {
  const change = billingChangeOf(detail);
  if (change.kind === 'ignored') return;
  if (change.kind === 'trial-ending') {
    // Only a trial still running (the charge may have come first); the holder's own profile id is the account's sub.
    if ((await getAccount(change.uid))?.trialing) {
      await notifyOnce(change.uid, { id: `trial-ending-${change.subscriptionId}`, type: 'trial', params: { endsAt: change.endsAt, plan: change.plan ?? '' }, createdAt: new Date().toISOString() });
    }
    return;
  }
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
