import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { epochSeconds, tableName } from './table.ts';

/** API Gateway closes a WebSocket after 2 hours at most; the record outlives that a little, then TTL removes it. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' });

export async function saveConnection(connectionId: string, uid: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connectionKey(connectionId),
        gsi1pk: `USER#${uid}`,
        gsi1sk: `CONN#${connectionId}`,
        uid,
        connectedAt: new Date().toISOString(),
        expiresAt: epochSeconds() + CONNECTION_TTL_SECONDS,
      },
    }),
  );
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: connectionKey(connectionId) }));
}
