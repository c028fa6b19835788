export const authKeys = {
  identityProviders: ['auth', 'identity-providers'] as const,
  signsInWithTotp: ['auth', 'signs-in-with-totp'] as const,
};
