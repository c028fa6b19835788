import type { Throttle } from '@plume/lambdas/routes';

/**
 * Token buckets, one per key (the client IP): `burst` requests at once, refilled at `rate` per second. The local
 * gateway applies a route's `throttle` from the route table with it.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly throttle: Throttle,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one token for `key`; false when its bucket is empty (the request is to be refused). */
  take(key: string): boolean {
    const { rate, burst } = this.throttle;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    // Full buckets carry no information: forget them, so the map holds only recent clients.
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return allowed;
  }

  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.throttle.rate >= this.throttle.burst) this.buckets.delete(key);
    }
  }
}
