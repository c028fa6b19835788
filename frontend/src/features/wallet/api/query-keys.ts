export const walletKeys = {
  all: ['wallet'] as const,
  /** The profile's balance and the account's requests: refreshed together after a request. */
  profile: (profileId: string) => [...walletKeys.all, profileId] as const,
};
