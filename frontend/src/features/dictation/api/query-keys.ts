export const dictationKeys = {
  all: ['dictation'] as const,
  /** Everything that depends on one profile's dictations: invalidated together when an attempt is corrected. */
  profile: (profileId: string) => [...dictationKeys.all, 'profile', profileId] as const,
  catalogue: (profileId: string) => [...dictationKeys.profile(profileId), 'catalogue'] as const,
  history: (profileId: string, passageId?: string) => [...dictationKeys.profile(profileId), 'history', passageId ?? 'all'] as const,
  /** The dictations downloaded on this device for the profile (never read from the network). */
  downloaded: (profileId: string) => [...dictationKeys.all, 'downloaded', profileId] as const,
};
