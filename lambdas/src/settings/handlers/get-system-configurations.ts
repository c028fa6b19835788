import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { getSystemConfiguration } from '#settings/data/settings';

export const handler = httpHandler(api.getSystemConfigurations, async () => {
  const configuration = await getSystemConfiguration();
  if (!configuration) throw new Refusal('unavailable', 'maintenance');
  return { message: 'system_configurations_loaded', data: configuration };
});
