import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { tableName } from '#table/table';

const heartbeatKey = { pk: 'OPS', sk: 'HEARTBEAT' };

/** The scheduler writes this every minute; health reports it so ops can see schedules are running. */
export async function recordHeartbeat(at: string): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...heartbeatKey, at } }));
}

export async function lastHeartbeat(): Promise<string | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: heartbeatKey }));
  return typeof Item?.at === 'string' ? Item.at : undefined;
}
