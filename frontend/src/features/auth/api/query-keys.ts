export const authKeys = {
  identityProviders: ['auth', 'identity-providers'] as const,
};
