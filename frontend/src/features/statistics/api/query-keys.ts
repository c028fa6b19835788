export const statisticsKeys = {
  all: ['statistics'] as const,
  profile: (profileId: string) => [...statisticsKeys.all, profileId] as const,
};
