import * as api from '@plume/shared/endpoints';
import { settingsUpdated } from '@plume/events';
import { httpHandler } from '#runtime/http';
import { updateSystemConfiguration } from '#settings/data/settings';
import { publishEvent } from '#clients/bus';

export const handler = httpHandler(api.adminUpdateSystemConfigurations, async ({ body, identity }) => {
  const updatedBy = identity.sub;
  const configuration = await updateSystemConfiguration(body, updatedBy);
  await publishEvent(settingsUpdated, {
    scope: 'system_configurations',
    changedFields: Object.keys(body),
    updatedBy,
    updatedAt: new Date().toISOString(),
  });
  return { message: 'settings_updated', data: configuration };
});
