/**
 * The subscription plans, their prices and whether a subscription counts, without any schema: `/pricing` shows them
 * to visitors and every signed-in page's header asks the last, and neither may download the schema library for it
 * (account.ts and billing.ts re-export them beside their schemas).
 */
export const plans = ['monthly', 'yearly'] as const;
export type Plan = (typeof plans)[number];

/**
 * Prices shown on /pricing and charged at checkout (euros, VAT included): the one source of both. Checkout charges
 * the Stripe price whose lookup key `planLookupKey` derives from these figures, and creates it when it does not exist
 * yet, so a new amount here is a new Stripe price at the next checkout (subscribers keep the price they took).
 */
export const planPrices: Record<Plan, { amountCents: number; interval: 'month' | 'year' }> = {
  monthly: { amountCents: 799, interval: 'month' },
  yearly: { amountCents: 5999, interval: 'year' },
};

export const PLAN_CURRENCY = 'eur';

/** The Stripe lookup key of a plan's price: its amount is part of it, so two amounts are never one price. */
export function planLookupKey(plan: Plan): string {
  const { amountCents, interval } = planPrices[plan];
  return `plume_${plan}_${amountCents}_${PLAN_CURRENCY}_per_${interval}`;
}

/**
 * A new account's free trial: a trialing subscription is active from the checkout, the card is asked for up front
 * and charged only at the end (the trial's end is announced in the app and by Stripe's reminder e-mail). One trial
 * per account, never after a subscription.
 */
export const TRIAL_DAYS = 14;

/** A subscription counts only while its paid period runs: expiry needs no event to take effect. */
export function subscriptionIsActive(state: { isPremium?: boolean; periodEnd?: string | null }, now = new Date()): boolean {
  return state.isPremium === true && !!state.periodEnd && new Date(state.periodEnd).getTime() > now.getTime();
}
