import { seedSettings } from '#settings/data/settings';
import { defaultSystemConfiguration } from '@plume/shared';
import { defaultSettingsPages } from '#deploy/seed-content';
import { loadContentPackIfChanged } from '#questions/data/catalog';
import { contentPack } from '#content';

/**
 * Seeds first-run data and the quiz content pack. On AWS a CloudFormation custom resource calls it on every deploy;
 * the local cloud calls it at every start. Settings writes are conditional, so an admin's edits are never overwritten;
 * the content pack is rewritten only when it changed.
 */
export const handler = async (event?: { RequestType?: string }): Promise<{ PhysicalResourceId: string }> => {
  if (event?.RequestType !== 'Delete') {
    await seedSettings(defaultSystemConfiguration, defaultSettingsPages);
    await loadContentPackIfChanged(contentPack);
  }
  return { PhysicalResourceId: 'plume-seed' };
};
