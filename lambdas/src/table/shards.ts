import { hashOfText } from '@plume/shared/random';

/*
 * Write sharding of hot partitions (docs/capacity.md, « Keys that get hot »): an item that would sit in one hot
 * partition goes to one of `count` partitions instead, chosen from its owner's id, so the same owner always lands in
 * the same shard (its item is still read and written by key, and conditional writes on it work as before).
 */
/** The shard of an id: its FNV-1a hash modulo `count`, stable across runtimes and releases. */
export function shardOf(id: string, count: number): number {
  return hashOfText(id) % count;
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
