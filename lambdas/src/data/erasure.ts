import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { OWNER_INDEX, ownedPartitions, ownerIndexKey, usesOwnerIndex, type Owner } from './ownership.ts';
import { tableName } from './table.ts';

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
  await deleteKeys(keys);
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

async function deleteKeys(keys: Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let pending: Record<string, unknown>[] = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
      if (pending.length && attempt > 8) throw new Error('DynamoDB kept refusing deletes: the erasure will be retried');
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}
