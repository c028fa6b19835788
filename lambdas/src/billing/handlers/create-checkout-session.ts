import * as api from '@plume/shared/endpoints';
import { CHECKOUT_OPEN_MINUTES, Refusal, TRIAL_DAYS } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { env } from '#clients/env';
import { stripe, stripePriceOf } from '#clients/stripe';
import { announceProfile } from '#account/profiles';
import { ensureAccount, getAccount, updateAccount } from '#account/data/accounts';

/**
 * Starts Stripe Checkout for a plan and marks the payment pending (seed §4: an inactive account with it goes to
 * /payment) until the session closes: paid, expired (`CHECKOUT_OPEN_MINUTES`) or abandoned (`abandon_checkout`).
 * An account that never had a subscription gets the free trial: the card is taken now and charged at its end.
 */
export const handler = httpHandler(api.createCheckoutSession, async ({ body, identity }) => {
  const uid = identity.sub;
  if (await ensureAccount(identity)) await announceProfile(identity.sub, identity.sub);
  const account = await getAccount(uid);
  if (account?.isPremium) throw new Refusal('conflict', 'subscription_already_active');
  const metadata = { uid, plan: body.plan };
  const session = await (await stripe()).checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: await stripePriceOf(body.plan), quantity: 1 }],
    client_reference_id: uid,
    ...(identity.email ? { customer_email: identity.email } : {}),
    metadata,
    payment_method_collection: 'always',
    subscription_data: { metadata, ...(account?.trialAvailable ? { trial_period_days: TRIAL_DAYS } : {}) },
    locale: 'fr',
    success_url: `${env.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&payment=success`,
    cancel_url: `${env.appUrl}/payment?canceled=1`,
    expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_OPEN_MINUTES * 60,
  });
  if (!session.url) throw new Refusal('upstream', 'payment_provider_error');
  await updateAccount(uid, { paymentPending: true, pendingCheckoutId: session.id, pendingCheckoutUntil: new Date(session.expires_at * 1000).toISOString() });
  return { message: 'checkout_started', data: { url: session.url, sessionId: session.id } };
});
