import { seedSettings } from '#data/settings';
import { defaultSettingsPages, defaultSystemConfiguration } from '#data/seed-content';

/**
 * Seeds first-run data. On AWS a CloudFormation custom resource calls it on every deploy; the local cloud calls it at
 * every start. Writes are conditional, so stored values are never overwritten.
 */
export const handler = async (event?: { RequestType?: string }): Promise<{ PhysicalResourceId: string }> => {
  if (event?.RequestType !== 'Delete') await seedSettings(defaultSystemConfiguration, defaultSettingsPages);
  return { PhysicalResourceId: 'plume-seed' };
};
