import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { ownedKeys } from '#table/erasure';
import { ownedBy } from '#table/ownership';
import { epochSeconds, tableName, writeIfCondition } from '#table/table';

/** API Gateway closes a WebSocket after 2 hours at most; the record outlives that a little, then TTL removes it. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' });

export async function saveConnection(connectionId: string, uid: string): Promise<void> {
  const key = connectionKey(connectionId);
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key,
        gsi1pk: `USER#${uid}`,
        gsi1sk: `CONN#${connectionId}`,
        // Listed under its account, so deactivating or deleting the account finds and closes it.
        ...ownedBy(uid, key.pk),
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

/** The ids of an account's open WebSocket connections. */
export async function connectionsOf(uid: string): Promise<string[]> {
  return (await ownedKeys(uid, 'CONN#')).map((key) => key.pk.slice('CONN#'.length));
}

/** What a connection is searching for (random matchmaking), so `$disconnect` can close that search. */
export interface ConnectionSearch { profileId: string; category: string; language: string }

/** Notes the search this connection runs (only while the connection is known: a gone one stays gone). */
export async function markSearching(connectionId: string, search: ConnectionSearch): Promise<void> {
  await writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: connectionKey(connectionId),
    UpdateExpression: 'SET searching = :search', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':search': search },
  })));
}

export async function connectionSearch(connectionId: string): Promise<ConnectionSearch | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: connectionKey(connectionId), ConsistentRead: true }));
  return Item?.searching as ConnectionSearch | undefined;
}

/** The battle seat a connection holds, so `$disconnect` (and a push answered « gone ») can mark that seat away. */
export interface ConnectionSeat { battleId: string; profileId: string }

/** Notes the seat this connection holds now (only while the connection is known: a gone one stays gone). */
export async function markInBattle(connectionId: string, seat: ConnectionSeat): Promise<void> {
  await writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: connectionKey(connectionId),
    UpdateExpression: 'SET seat = :seat', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':seat': seat },
  })));
}

export async function connectionSeat(connectionId: string): Promise<ConnectionSeat | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: connectionKey(connectionId), ConsistentRead: true }));
  return Item?.seat as ConnectionSeat | undefined;
}
