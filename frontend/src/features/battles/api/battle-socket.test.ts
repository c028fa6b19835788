import { describe, expect, it } from 'vitest';
import { backoffMs, clockFromPong } from './battle-socket';

describe('the battle socket', () => {
  it('reads the server clock at the midpoint of the ping round trip', () => {
    // Sent at 1,000, back at 1,100 (local clock); the server stamped 5,060: it runs 4,010 ms ahead, 50 ms away.
    expect(clockFromPong(1_000, 1_100, 5_060)).toEqual({ offsetMs: 4_010, lagMs: 50 });
    expect(clockFromPong(1_000, 1_000, 1_000)).toEqual({ offsetMs: 0, lagMs: 0 });
  });

  it('reconnects after 0.5 s, doubling up to 15 s, with jitter below the base', () => {
    expect(backoffMs(0, () => 1)).toBe(500);
    expect(backoffMs(3, () => 1)).toBe(4_000);
    expect(backoffMs(20, () => 1)).toBe(15_000);
    expect(backoffMs(20, () => 0)).toBe(10_500);
  });
});
