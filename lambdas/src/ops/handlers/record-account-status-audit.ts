import { createHash } from 'node:crypto';
import { accountStatusChanged } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { recordAuditEntry } from '#ops/data/audit';

/**
 * One audit entry per status change (idempotent: keyed by the event id). The account is named by a SHA-256 of its
 * sub, as its tombstone is: the entry stays after the account's deletion and holds no id of the person; an admin who
 * knows the sub finds its entries by hashing it.
 */
export const handler = eventConsumer(accountStatusChanged, async ({ id, detail }) => {
  const accountHash = createHash('sha256').update(detail.uid).digest('hex');
  await recordAuditEntry(id, { kind: 'account.status-changed', actor: detail.changedBy, at: detail.changedAt, details: { accountHash, status: detail.status } });
});
