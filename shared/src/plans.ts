/**
 * The subscription plans, their prices and whether a subscription counts, without any schema: `/pricing` shows them
 * to visitors and every signed-in page's header asks the last, and neither may download the schema library for it
 * (account.ts and billing.ts re-export them beside their schemas).
 */
export const plans = ['monthly', 'yearly'] as const;
export type Plan = (typeof plans)[number];

/** Prices shown on /pricing and charged at checkout (euros, VAT included). */
export const planPrices: Record<Plan, { amountCents: number; interval: 'month' | 'year' }> = {
  monthly: { amountCents: 799, interval: 'month' },
  yearly: { amountCents: 5999, interval: 'year' },
};

/** A subscription counts only while its paid period runs: expiry needs no event to take effect. */
export function subscriptionIsActive(state: { isPremium?: boolean; periodEnd?: string | null }, now = new Date()): boolean {
  return state.isPremium === true && !!state.periodEnd && new Date(state.periodEnd).getTime() > now.getTime();
}
