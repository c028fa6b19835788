export const adminWordKeys = {
  all: ['admin-words'] as const,
  level: (level: string, search: string) => [...adminWordKeys.all, level, search] as const,
};
