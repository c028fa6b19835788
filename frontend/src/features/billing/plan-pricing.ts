import { planPrices, type Plan } from '@plume/shared/plans';

const MONTHS_PER_YEAR = 12;

export { formatEuros } from '@/lib/formatters';

/** What a year costs paid monthly minus the yearly price: the saving the yearly plan advertises. */
export function yearlySaving(): { amountCents: number; percent: number } {
  const twelveMonths = planPrices.monthly.amountCents * MONTHS_PER_YEAR;
  const amountCents = twelveMonths - planPrices.yearly.amountCents;
  return { amountCents, percent: Math.round((amountCents / twelveMonths) * 100) };
}

export function monthlyEquivalentCents(plan: Plan): number {
  const { amountCents, interval } = planPrices[plan];
  return interval === 'year' ? Math.round(amountCents / MONTHS_PER_YEAR) : amountCents;
}
