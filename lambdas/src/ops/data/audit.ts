import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { tableName, writeIfCondition } from '#table/table';

/**
 * Appends one audit entry per event id. The conditional write makes the consumer idempotent: a redelivered event
 * finds its entry already there and changes nothing. Returns whether this call wrote it.
 */
export async function recordAuditEntry(eventId: string, entry: { kind: string; actor: string; at: string; details: unknown }): Promise<boolean> {
  return writeIfCondition(dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: { pk: `AUDIT#${entry.at.slice(0, 10)}`, sk: `${entry.at}#${eventId}`, gsi1pk: `EVENT#${eventId}`, gsi1sk: 'AUDIT', eventId, ...entry },
    ConditionExpression: 'attribute_not_exists(pk)',
  })));
}
