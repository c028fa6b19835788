export const crosswordKeys = {
  all: ['crosswords'] as const,
  list: (profileId: string) => [...crosswordKeys.all, 'list', profileId] as const,
};
