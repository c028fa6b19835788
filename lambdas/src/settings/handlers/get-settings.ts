import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { getSettingsPage } from '#settings/data/settings';

export const handler = httpHandler(api.getSettings, async ({ body }) => {
  const page = await getSettingsPage(body.type);
  if (!page) throw new Refusal('not_found', 'settings_not_found');
  return { message: 'settings_loaded', data: page };
});
