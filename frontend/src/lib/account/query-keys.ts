export const accountKeys = {
  all: ['account'] as const,
  detail: (uid: string) => [...accountKeys.all, uid] as const,
  /** Under `all`, so signing out forgets it with the rest of the account. */
  handwritingConsent: (uid: string) => [...accountKeys.all, 'handwriting-consent', uid] as const,
};
