import { getSettingsRequestSchema, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { getSettingsPage } from '#data/settings';

export const handler = httpHandler(getSettingsRequestSchema, async ({ body }) => {
  const page = await getSettingsPage(body.type);
  if (!page) throw new Refusal('not_found', 'settings_not_found');
  return { message: 'settings_loaded', data: page };
});
