import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { stripe } from '#clients/stripe';
import { getPendingCheckoutId } from '#account/data/accounts';
import { abandonPendingCheckout } from '#billing/data/billing';

/**
 * The person came back from Stripe Checkout without paying (its cancel address, `/payment?canceled=1`): the session
 * is expired at Stripe, so it can no longer be paid, and the account stops waiting for it, so premium pages offer the
 * plans again instead of sending to /payment. Whichever ends the wait first — this call, a parallel copy of it, or
 * Stripe's `checkout.session.expired` that the expiry sends — the others change nothing. A session already paid
 * cannot be expired: the account keeps waiting for its webhook.
 */
export const handler = httpHandler(api.abandonCheckout, async ({ identity }) => {
  const uid = identity.sub;
  const sessionId = await getPendingCheckoutId(uid);
  if (sessionId) {
    const client = await stripe();
    const session = await client.checkout.sessions.retrieve(sessionId);
    if (session.status === 'complete') return { message: 'checkout_abandoned', data: { paymentPending: true } };
    if (session.status === 'open') {
      // A parallel call may expire it first: Stripe then refuses, and the session is closed all the same.
      await client.checkout.sessions.expire(sessionId).catch(async (error: unknown) => {
        if ((await client.checkout.sessions.retrieve(sessionId)).status === 'open') throw error;
      });
    }
  }
  await abandonPendingCheckout(uid, sessionId);
  return { message: 'checkout_abandoned', data: { paymentPending: false } };
});
