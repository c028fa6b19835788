import { statisticsKey } from '@/lib/activity/statistics';

export const statisticsKeys = {
  all: ['statistics'] as const,
  profile: (profileId: string) => statisticsKey(profileId),
};
