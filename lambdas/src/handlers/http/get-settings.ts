import { getSettingsRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { getSettingsPage } from '#data/settings';

export const handler = httpHandler(getSettingsRequestSchema, async ({ body }) => {
  const page = await getSettingsPage(body.type);
  if (!page) throw new HttpError(404, 'settings_not_found');
  return { message: 'settings_loaded', data: page };
});
