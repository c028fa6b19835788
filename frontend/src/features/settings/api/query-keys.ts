export const systemConfigurationKeys = {
  all: ['system-configuration'] as const,
};
