import { Refusal } from '@plume/shared';
import { emptyBody, httpHandler } from '#runtime/http';
import { getSystemConfiguration } from '#data/settings';

export const handler = httpHandler(emptyBody, async () => {
  const configuration = await getSystemConfiguration();
  if (!configuration) throw new Refusal('unavailable', 'maintenance');
  return { message: 'system_configurations_loaded', data: configuration };
});
