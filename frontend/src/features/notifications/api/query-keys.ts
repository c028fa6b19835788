export const notificationKeys = {
  all: ['notifications'] as const,
  profile: (profileId: string) => [...notificationKeys.all, profileId] as const,
  list: (profileId: string) => [...notificationKeys.profile(profileId), 'list'] as const,
  unread: (profileId: string) => [...notificationKeys.profile(profileId), 'unread'] as const,
};
