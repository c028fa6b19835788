import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { stripe } from '#clients/stripe';
import { getSubscriptionId } from '#account/data/accounts';

/** Cancels at the end of the paid period, as subscribers expect; Stripe's webhook then updates the account. */
export const handler = httpHandler(api.cancelSubscription, async ({ identity }) => {
  const subscriptionId = await getSubscriptionId(identity.sub);
  if (!subscriptionId) throw new Refusal('not_found', 'subscription_not_found');
  await (await stripe()).subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  return { message: 'subscription_cancel_scheduled', data: { cancelAtPeriodEnd: true as const } };
});
