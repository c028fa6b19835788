import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

describe('record-settings-audit consumer', () => {
  let handler: (event: unknown) => Promise<void>;
  let dynamo: typeof import('#clients/dynamo').dynamo;
  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ handler } = await import('./handlers/record-settings-audit.ts'));
    ({ dynamo } = await import('#clients/dynamo'));
  });

  const envelope = (id: string, detail: unknown) => ({
    version: '0', id, 'detail-type': 'settings.updated', source: 'plume', account: '000000000000',
    time: '2026-11-22T09:00:00Z', region: 'eu-west-3', resources: [], detail,
  });
  const auditEntries = async (eventId: string) =>
    (await dynamo.send(new QueryCommand({ TableName: process.env.TABLE_NAME, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': `EVENT#${eventId}` } }))).Items ?? [];

  it('writes one entry however many times the same event is delivered', async () => {
    const id = randomUUID();
    const event = envelope(id, { scope: 'about_us', changedFields: ['body'], updatedBy: 'admin-1', updatedAt: '2026-11-22T09:00:00.000Z' });
    await Promise.all([handler(event), handler(event), handler(event)]);
    await handler(event);
    const entries = await auditEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'settings.updated', actor: 'admin-1', eventId: id });
  });

  it('rejects an event whose detail breaks the contract, so it is retried and dead-lettered, and writes nothing', async () => {
    const id = randomUUID();
    await expect(handler(envelope(id, { scope: 'nowhere', updatedBy: '' }))).rejects.toThrow();
    expect(await auditEntries(id)).toHaveLength(0);
  });
});
