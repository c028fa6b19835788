export const adminKeys = {
  all: ['admin'] as const,
  accounts: (field: string, search: string) => [...adminKeys.all, 'accounts', field, search] as const,
  deadLetters: () => [...adminKeys.all, 'dead-letters'] as const,
  metrics: (period: string) => [...adminKeys.all, 'metrics', period] as const,
};
