import * as z from 'zod';
import { plans, type Plan } from './plans.ts';

export { planPrices } from './plans.ts';

export const cancelSubscriptionRequestSchema = z.object({}).strict();
export const createCheckoutSessionRequestSchema = z.object({ plan: z.enum(plans) }).strict();
/** `create_checkout_session`'s answer: where Stripe Checkout waits for the card, and its session. */
export const checkoutStartedSchema = z.object({ url: z.string(), sessionId: z.string() });
/** `cancel_subscription`'s answer: the subscription ends with its paid period. */
export const cancelScheduledSchema = z.object({ cancelAtPeriodEnd: z.literal(true) });
export const abandonCheckoutRequestSchema = z.object({}).strict();
/** Whether the account still waits for a payment afterwards: only when the checkout was paid (its webhook is coming). */
export const abandonCheckoutResponseSchema = z.object({ paymentPending: z.boolean() });

/**
 * How long a Checkout session stays open (Stripe allows 30 minutes to 24 hours; its default is 24). Short, because
 * the account waits for it meanwhile: a premium page sends a person whose payment is pending to /payment rather than
 * offering the plans, so a checkout left half-way must not hold the account for a day.
 */
export const CHECKOUT_OPEN_MINUTES = 30;

/** The parts of a Stripe event Plume reads; everything else is kept but not trusted. */
export const stripeEventSchema = z.object({
  id: z.string().startsWith('evt_'),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventSummary = z.infer<typeof stripeEventSchema>;

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused']),
  metadata: z.object({ uid: z.string().min(1), plan: z.enum(plans).optional() }),
  cancel_at_period_end: z.boolean().optional(),
  current_period_end: z.number().int().optional(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().int().optional() })) }).optional(),
});
const checkoutSessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().min(1),
  metadata: z.object({ plan: z.enum(plans).optional() }).optional(),
});

/**
 * Whether an account still waits for a checkout: not past the session's own end (`pendingUntil`), even if Stripe's
 * `checkout.session.expired` never arrived (a webhook lost, or a flag set before the end was recorded).
 */
export function paymentStillPending(account: { paymentPending: boolean; pendingCheckoutUntil?: string | undefined }, now = new Date()): boolean {
  return account.paymentPending && !(account.pendingCheckoutUntil !== undefined && account.pendingCheckoutUntil <= now.toISOString());
}

export type BillingChange =
  | { kind: 'subscription'; uid: string; subscriptionId: string; isPremium: boolean; cancelAtPeriodEnd: boolean; plan: Plan | null; periodEnd: string | null; status: string }
  /**
   * Stripe's `customer.subscription.trial_will_end` (three days before a trial ends): an announcement, never applied
   * as a state. Stripe may send it in the same second as the charge that ends the trial, and events of one second
   * arrive in any order: applied, it could put a paid subscription back to `trialing`.
   */
  | { kind: 'trial-ending'; uid: string; subscriptionId: string; plan: Plan | null; endsAt: string }
  | { kind: 'checkout-completed'; uid: string }
  /** A Checkout session closed unpaid (it expired, or Plume expired it when the person came back without paying). */
  | { kind: 'checkout-expired'; uid: string; sessionId: string }
  | { kind: 'ignored' };

/**
 * What a Stripe event means for an account. A subscription event carries the whole current state (status and paid
 * period), so applying the newest one is enough: older or repeated events are filtered by the caller.
 */
export function billingChangeOf(event: StripeEventSummary): BillingChange {
  if (event.type === 'checkout.session.completed') {
    const session = checkoutSessionSchema.parse(event.data.object);
    return { kind: 'checkout-completed', uid: session.client_reference_id };
  }
  if (event.type === 'checkout.session.expired') {
    const session = checkoutSessionSchema.parse(event.data.object);
    return { kind: 'checkout-expired', uid: session.client_reference_id, sessionId: session.id };
  }
  if (event.type.startsWith('customer.subscription.')) {
    const subscription = subscriptionSchema.parse(event.data.object);
    const periodEndSeconds = subscription.items?.data[0]?.current_period_end ?? subscription.current_period_end;
    if (event.type === 'customer.subscription.trial_will_end') {
      return subscription.status === 'trialing' && periodEndSeconds
        ? { kind: 'trial-ending', uid: subscription.metadata.uid, subscriptionId: subscription.id, plan: subscription.metadata.plan ?? null, endsAt: new Date(periodEndSeconds * 1000).toISOString() }
        : { kind: 'ignored' };
    }
    const isPremium = event.type !== 'customer.subscription.deleted' && (subscription.status === 'active' || subscription.status === 'trialing');
    return {
      kind: 'subscription',
      uid: subscription.metadata.uid,
      subscriptionId: subscription.id,
      isPremium,
      cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
      plan: subscription.metadata.plan ?? null,
      periodEnd: periodEndSeconds ? new Date(periodEndSeconds * 1000).toISOString() : null,
      status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
    };
  }
  return { kind: 'ignored' };
}
