/*
 * Write sharding of hot partitions (docs/capacity.md, « Keys that get hot »): an item that would sit in one hot
 * partition goes to one of `count` partitions instead, chosen from its owner's id, so the same owner always lands in
 * the same shard (its item is still read and written by key, and conditional writes on it work as before).
 */

/** The shard of an id: FNV-1a (32 bits) of its UTF-16 code units, modulo `count`. Stable across runtimes and releases. */
export function shardOf(id: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

/**
 * The shards a member of shard `own` reads so that any two members meet: its own and the next ⌊count / 2⌋, wrapping
 * around (`count` odd). For two shards a ≠ b, either b is within ⌊count / 2⌋ after a or a is within ⌊count / 2⌋ after
 * b (the two distances add up to `count`), so one of the two members reads the other's shard: each reads
 * (count + 1) / 2 shards instead of all of them.
 */
export function meetingShards(own: number, count: number): number[] {
  if (count % 2 === 0) throw new Error(`meeting shards need an odd count, not ${count}`);
  return Array.from({ length: (count + 1) / 2 }, (_, step) => (own + step) % count);
}

/** 0, 1, …, count − 1. */
export const allShards = (count: number) => Array.from({ length: count }, (_, shard) => shard);
