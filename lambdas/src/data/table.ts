import { env } from '#clients/env';

export const tableName = () => env.tableName;

/** Seconds since the epoch, the unit DynamoDB's TTL attribute uses. */
export const epochSeconds = (date = new Date()) => Math.floor(date.getTime() / 1000);

/** TTL deletes late (or, locally, never): an item whose `expiresAt` has passed is treated as absent. */
export function isLive(item: { expiresAt?: number } | undefined, now = new Date()): boolean {
  return !!item && (item.expiresAt === undefined || item.expiresAt > epochSeconds(now));
}

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
 * The reason code of each item of a cancelled transaction (`ConditionalCheckFailed`, `TransactionConflict`, `None`…),
 * in the order the items were given; undefined when the error is not a cancelled transaction, which the caller rethrows.
 */
export function cancellationReasons(error: unknown): (string | undefined)[] | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code);
}
