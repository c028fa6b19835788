export const badgeKeys = {
  all: ['badges'] as const,
  list: (profileId: string) => [...badgeKeys.all, profileId] as const,
};
