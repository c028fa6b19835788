import { settingsUpdated } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { recordAuditEntry } from '#ops/data/audit';

export const handler = eventConsumer(settingsUpdated, async ({ id, detail }) => {
  await recordAuditEntry(id, { kind: 'settings.updated', actor: detail.updatedBy, at: detail.updatedAt, details: detail });
});
