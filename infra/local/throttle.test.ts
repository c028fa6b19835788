import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './throttle.ts';

describe('TokenBuckets', () => {
  it('lets a burst through, then one request per 1/rate seconds', () => {
    let now = 0;
    const buckets = new TokenBuckets({ rate: 2, burst: 3 }, () => now);

    expect([1, 2, 3, 4].map(() => buckets.take('203.0.113.7'))).toEqual([true, true, true, false]);
    now += 400; // 0.8 token
    expect(buckets.take('203.0.113.7')).toBe(false);
    now += 100; // 1 token
    expect(buckets.take('203.0.113.7')).toBe(true);
    expect(buckets.take('203.0.113.7')).toBe(false);
  });

  it('keeps one bucket per client, and refills to the burst at most', () => {
    let now = 0;
    const buckets = new TokenBuckets({ rate: 1, burst: 2 }, () => now);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([true, true, false]);
    expect(buckets.take('b')).toBe(true);

    now += 60_000;
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([true, true, false]);
  });
});
