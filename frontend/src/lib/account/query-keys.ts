export const accountKeys = {
  all: ['account'] as const,
  detail: (uid: string) => [...accountKeys.all, uid] as const,
};
