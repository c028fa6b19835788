export const adminPassageKeys = {
  all: ['admin-dictations'] as const,
  level: (level: string, search: string) => [...adminPassageKeys.all, level, search] as const,
};
