import { BatchWriteCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { dynamo } from '#clients/dynamo';
import { env } from '#clients/env';

export const tableName = () => env.tableName;

/** Seconds since the epoch, the unit DynamoDB's TTL attribute uses. */
export const epochSeconds = (date = new Date()) => Math.floor(date.getTime() / 1000);

/**
 * A stored value read back through its schema. One that does not match is our data's fault (a hand edit, a migration,
 * a bug), not the caller's: a plain error, logged and answered 500 by the HTTP wrapper — not the ZodError that answers
 * 400 « invalid request », which told every caller their request was wrong while the site's configuration was broken.
 */
export function parseStored<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`The stored ${what} does not match its schema: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`);
  return parsed.data;
}

/** TTL deletes late (or, locally, never): an item whose `expiresAt` has passed is treated as absent. */
export function isLive(item: { expiresAt?: number } | undefined, now = new Date()): boolean {
  return !!item && (item.expiresAt === undefined || item.expiresAt > epochSeconds(now));
}

/** The longest wait between two tries of a read-then-write (the loops' tries times this stays within a Lambda's timeout). */
const BACKOFF_CAP_MS = 500;

/**
 * Waits before try `attempt` + 1 of a read-then-write that lost a race: exponential with full jitter (a random wait up
 * to 20 ms, 40, 80… at most 500), so a burst of racing writers thins out at once instead of colliding try after try.
 * A linear backoff let 40 credits of one family, delivered together on a loaded machine, each lose 20 tries in a row.
 */
export const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(BACKOFF_CAP_MS, 20 * 2 ** attempt)));

/** A write refused by its own condition: the race, duplicate or invariant that condition guards against. */
export function isConditionFailure(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}

/** Runs a conditional write: true when it was written, false when its condition did not hold. Anything else throws. */
export async function writeIfCondition(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Puts an admin's edit of content only over the version it was read at: `expectedVersion` 0 when there is no edit yet
 * (a seeded item never edited, or a new one), so of two saves over one copy one wins and the other gets false.
 */
export async function putOverVersion(item: Record<string, unknown> & { version: number }, expectedVersion: number): Promise<boolean> {
  return writeIfCondition(dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: item,
    ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : '#version = :expected',
    ...(expectedVersion === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': expectedVersion } }),
  })));
}

/**
 * The reason code of each item of a cancelled transaction (`ConditionalCheckFailed`, `TransactionConflict`, `None`…),
 * in the order the items were given; undefined when the error is not a cancelled transaction, which the caller rethrows.
 */
export function cancellationReasons(error: unknown): (string | undefined)[] | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code);
}

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** BatchWriteItem in pages of 25, retrying with a backoff what DynamoDB leaves unprocessed; throws after 10 tries. */
export async function batchWrite(requests: readonly WriteRequest[], what: string): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25) as Record<string, unknown>[];
    for (let attempt = 0; pending.length > 0; attempt++) {
      const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
      if (pending.length && attempt > 8) throw new Error(`DynamoDB kept refusing ${what}`);
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

/** Every item a Query matches, page after page. */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
