import type { LeaderboardPeriod } from '@plume/shared/economy';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  period: (profileId: string, period: LeaderboardPeriod) => [...leaderboardKeys.all, profileId, period] as const,
};
