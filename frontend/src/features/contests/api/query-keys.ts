export const contestKeys = {
  all: ['contests'] as const,
  /** The lists and the balance of one profile: refreshed after it enters a contest. */
  lists: (profileId: string) => [...contestKeys.all, 'lists', profileId] as const,
  leaderboard: (profileId: string, contestId: string) => [...contestKeys.all, 'leaderboard', profileId, contestId] as const,
  admin: () => [...contestKeys.all, 'admin'] as const,
  adminEntries: (contestId: string) => [...contestKeys.all, 'admin', 'entries', contestId] as const,
};
