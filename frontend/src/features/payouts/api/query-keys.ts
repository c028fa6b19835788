export const financePayoutKeys = {
  all: ['finance-payouts'] as const,
  queue: (status: string, search: string) => [...financePayoutKeys.all, status, search] as const,
};
