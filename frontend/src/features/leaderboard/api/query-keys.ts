import type { LeaderboardPeriod } from '@plume/shared/quiz/play-requests';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  period: (profileId: string, period: LeaderboardPeriod) => [...leaderboardKeys.all, profileId, period] as const,
};
