import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allShards, meetingShards, shardOf } from './shards.ts';

describe('shards', () => {
  it('puts an id in the same shard every time, and spreads ids evenly', () => {
    fc.assert(fc.property(fc.uuid(), fc.integer({ min: 1, max: 16 }), (id, count) => {
      const shard = shardOf(id, count);
      expect(shard).toBe(shardOf(id, count));
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(count);
    }));
    const counts = new Array(8).fill(0);
    for (let i = 0; i < 8_000; i++) counts[shardOf(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, 8)]++;
    for (const count of counts) expect(count).toBeGreaterThan(800); // 1,000 each if even; well above chance's spread
  });

  it('makes any two members meet: one of them reads the other’s shard, each reading (count + 1) / 2 shards', () => {
    for (const count of [1, 3, 5, 7, 9]) {
      for (const a of allShards(count)) {
        expect(meetingShards(a, count)).toHaveLength((count + 1) / 2);
        expect(meetingShards(a, count)).toContain(a);
        for (const b of allShards(count)) expect(meetingShards(a, count).includes(b) || meetingShards(b, count).includes(a)).toBe(true);
      }
    }
    expect(() => meetingShards(0, 4)).toThrow(/odd/);
  });
});
