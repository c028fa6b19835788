import * as api from '@plume/shared/endpoints';
import { settingsUpdated } from '@plume/events';
import { httpHandler } from '#runtime/http';
import { saveCustomLanguage } from '#settings/data/settings';
import { publishEvent } from '#clients/bus';

/** Replaces the custom translation set; the audit trail records it as a change of the system configuration. */
export const handler = httpHandler(api.adminUpdateCustomLanguage, async ({ body, identity }) => {
  const updatedBy = identity.sub;
  const saved = await saveCustomLanguage(body.words, updatedBy);
  await publishEvent(settingsUpdated, { scope: 'system_configurations', changedFields: ['customLanguage'], updatedBy, updatedAt: saved.updatedAt });
  return { message: 'custom_language_saved', data: saved };
});
