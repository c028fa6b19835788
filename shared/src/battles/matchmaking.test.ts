import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canMatch, levelWindow } from './matchmaking.ts';

describe('matchmaking window', () => {
  it('widens ±0, ±1 after 5 s, ±2 after 10 s and gives up at 30 s', () => {
    expect(levelWindow(0)).toBe(0);
    expect(levelWindow(4_999)).toBe(0);
    expect(levelWindow(5_000)).toBe(1);
    expect(levelWindow(10_000)).toBe(2);
    expect(levelWindow(29_999)).toBe(2);
    expect(levelWindow(30_000)).toBeUndefined();
  });

  it('never narrows with waiting, and matching is symmetric', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 29_999 }), fc.integer({ min: 0, max: 29_999 }), (a, b) => {
      const [early, late] = a <= b ? [a, b] : [b, a];
      expect(levelWindow(late)!).toBeGreaterThanOrEqual(levelWindow(early)!);
    }));
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), fc.nat(40_000), fc.nat(40_000), (la, lb, wa, wb) => {
      const a = { level: la, waitedMs: wa };
      const b = { level: lb, waitedMs: wb };
      expect(canMatch(a, b)).toBe(canMatch(b, a));
      if (canMatch(a, b)) expect(Math.abs(la - lb)).toBeLessThanOrEqual(2);
    }));
  });
});
