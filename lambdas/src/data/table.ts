import { env } from '#clients/env';

export const tableName = () => env.tableName;

/** Seconds since the epoch, the unit DynamoDB's TTL attribute uses. */
export const epochSeconds = (date = new Date()) => Math.floor(date.getTime() / 1000);

/** TTL deletes late (or, locally, never): an item whose `expiresAt` has passed is treated as absent. */
export function isLive(item: { expiresAt?: number } | undefined, now = new Date()): boolean {
  return !!item && (item.expiresAt === undefined || item.expiresAt > epochSeconds(now));
}
