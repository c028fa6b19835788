/**
 * The subscription plans and their prices, without any schema: `/pricing` shows them to visitors, whose first page
 * must not download the schema library (account.ts and billing.ts re-export them beside their schemas).
 */
export const plans = ['monthly', 'yearly'] as const;
export type Plan = (typeof plans)[number];

/** Prices shown on /pricing and charged at checkout (euros, VAT included). */
export const planPrices: Record<Plan, { amountCents: number; interval: 'month' | 'year' }> = {
  monthly: { amountCents: 799, interval: 'month' },
  yearly: { amountCents: 5999, interval: 'year' },
};
