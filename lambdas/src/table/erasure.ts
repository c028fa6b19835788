import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { OWNER_INDEX, ownedPartitions, ownerIndexKey, usesOwnerIndex, type Owner } from './ownership.ts';
import { batchWrite, tableName } from './table.ts';

type Key = { pk: string; sk: string };

/**
 * Deletes every item an owner has, as the ownership registry lists them: its own partitions whole, then whatever
 * the owner index lists elsewhere. Idempotent (a second run finds nothing) and safe to retry after a failure half-way.
 * Returns how many items it deleted.
 */
export async function eraseOwner(owner: Owner, ownerId: string): Promise<number> {
  const keys: Key[] = [];
  for (const pk of ownedPartitions(owner, ownerId)) {
    keys.push(...(await queryKeys({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } })));
  }
  if (usesOwnerIndex(owner)) {
    keys.push(...(await queryKeys({ IndexName: OWNER_INDEX, KeyConditionExpression: 'gsi2pk = :owner', ExpressionAttributeValues: { ':owner': ownerIndexKey(ownerId) } })));
  }
  await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })), 'deletes: the erasure will be retried');
  return keys.length;
}

/** The keys of an owner's items of one family kept outside its partitions (e.g. its WebSocket connections). */
export async function ownedKeys(ownerId: string, sortKeyPrefix: string): Promise<Key[]> {
  return queryKeys({
    IndexName: OWNER_INDEX,
    KeyConditionExpression: 'gsi2pk = :owner AND begins_with(gsi2sk, :prefix)',
    ExpressionAttributeValues: { ':owner': ownerIndexKey(ownerId), ':prefix': sortKeyPrefix },
  });
}

async function queryKeys(input: Omit<QueryCommandInput, 'TableName'>): Promise<Key[]> {
  const keys: Key[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey }));
    keys.push(...(page.Items ?? []).map((item) => ({ pk: item.pk as string, sk: item.sk as string })));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  // An index may list an item twice while it is being rewritten: delete each once.
  return [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
}
