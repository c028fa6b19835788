import { describe, expect, it } from 'vitest';
import { planLookupKey, planPrices, plans } from './plans.ts';

describe('planLookupKey', () => {
  it('names each plan with its amount, so a new amount is a new Stripe price', () => {
    expect(planLookupKey('monthly')).toBe(`plume_monthly_${planPrices.monthly.amountCents}_eur_per_month`);
    expect(new Set(plans.map(planLookupKey)).size).toBe(plans.length);
  });

});
