import { HttpError, emptyBody, httpHandler } from '#lib/http';
import { getSystemConfiguration } from '#data/settings';

export const handler = httpHandler(emptyBody, async () => {
  const configuration = await getSystemConfiguration();
  if (!configuration) throw new HttpError(503, 'maintenance');
  return { message: 'system_configurations_loaded', data: configuration };
});
