import { describe, expect, it } from 'vitest';
import { billingChangeOf, paymentStillPending } from './billing.ts';

const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', type, created: 1_800_000_000, data: { object } });
const subscription = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'sub_1', status, metadata: { uid: 'u1', plan: 'yearly' }, items: { data: [{ current_period_end: 1_830_000_000 }] }, ...extra,
});

describe('billingChangeOf', () => {
  it('reads an active subscription with its period end from the subscription item', () => {
    expect(billingChangeOf(event('customer.subscription.created', subscription('active')))).toEqual({
      kind: 'subscription', uid: 'u1', subscriptionId: 'sub_1', isPremium: true, cancelAtPeriodEnd: false, plan: 'yearly', periodEnd: new Date(1_830_000_000_000).toISOString(), status: 'active',
    });
  });

  it('a trialing subscription is premium until its trial ends, and trial_will_end announces that end', () => {
    expect(billingChangeOf(event('customer.subscription.created', subscription('trialing')))).toMatchObject({ kind: 'subscription', isPremium: true, status: 'trialing' });
    // An announcement only: applied as a state, one sent in the second of the charge could undo the charge.
    expect(billingChangeOf(event('customer.subscription.trial_will_end', subscription('trialing')))).toEqual({
      kind: 'trial-ending', uid: 'u1', subscriptionId: 'sub_1', plan: 'yearly', endsAt: new Date(1_830_000_000_000).toISOString(),
    });
    // A trial that already became paid (or was canceled) has no end left to announce.
    expect(billingChangeOf(event('customer.subscription.trial_will_end', subscription('active')))).toEqual({ kind: 'ignored' });
  });

  it('falls back to the older top-level current_period_end', () => {
    const change = billingChangeOf(event('customer.subscription.updated', subscription('trialing', { items: undefined, current_period_end: 1_820_000_000 })));
    expect(change).toMatchObject({ isPremium: true, periodEnd: new Date(1_820_000_000_000).toISOString() });
  });

  it.each(['past_due', 'unpaid', 'canceled', 'incomplete_expired'])('a %s subscription is not premium', (status) => {
    expect(billingChangeOf(event('customer.subscription.updated', subscription(status)))).toMatchObject({ isPremium: false, status });
  });

  it('a deleted subscription is canceled whatever its last status', () => {
    expect(billingChangeOf(event('customer.subscription.deleted', subscription('active')))).toMatchObject({ isPremium: false, status: 'canceled' });
  });

  it('a completed checkout names the account that paid', () => {
    expect(billingChangeOf(event('checkout.session.completed', { id: 'cs_1', client_reference_id: 'u1' }))).toEqual({ kind: 'checkout-completed', uid: 'u1' });
  });

  it('an expired checkout names the account and the session that closed unpaid', () => {
    expect(billingChangeOf(event('checkout.session.expired', { id: 'cs_1', client_reference_id: 'u1', status: 'expired' }))).toEqual({ kind: 'checkout-expired', uid: 'u1', sessionId: 'cs_1' });
  });

  it('ignores other events and rejects a subscription without its account', () => {
    expect(billingChangeOf(event('invoice.paid', {}))).toEqual({ kind: 'ignored' });
    expect(() => billingChangeOf(event('customer.subscription.updated', { id: 'sub', status: 'active', metadata: {} }))).toThrow();
  });
});

describe('paymentStillPending', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  it('waits while the checkout session is open, and not after its end, even without Stripe saying so', () => {
    expect(paymentStillPending({ paymentPending: true, pendingCheckoutUntil: '2026-11-29T10:20:00.000Z' }, now)).toBe(true);
    expect(paymentStillPending({ paymentPending: true, pendingCheckoutUntil: '2026-11-29T10:00:00.000Z' }, now)).toBe(false);
    expect(paymentStillPending({ paymentPending: false, pendingCheckoutUntil: '2026-11-29T10:20:00.000Z' }, now)).toBe(false);
  });

  it('keeps a flag set before the end was recorded as it is (abandon_checkout clears it)', () => {
    expect(paymentStillPending({ paymentPending: true }, now)).toBe(true);
  });
});
