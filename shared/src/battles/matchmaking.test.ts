import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { battleLevel, canMatch, isMatchable, levelWindow, pairTickets } from './matchmaking.ts';

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

describe('pairing a pool', () => {
  const now = 1_000_000;
  const ticket = fc.record({
    profileId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
    uid: fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5'),
    level: fc.integer({ min: 1, max: 10 }),
    waited: fc.nat(40_000),
    idle: fc.nat(10_000),
  }).map(({ waited, idle, ...rest }) => ({ ...rest, since: now - waited, lastSeekAt: now - idle }));
  const pool = fc.uniqueArray(ticket, { selector: (t) => t.profileId, maxLength: 8 });

  it('never pairs a ticket twice, and every pair is within both windows and live', () => {
    fc.assert(fc.property(pool, (tickets) => {
      const pairs = pairTickets(tickets, now);
      const seen = pairs.flat().map((t) => t.profileId);
      expect(new Set(seen).size).toBe(seen.length);
      for (const [a, b] of pairs) {
        expect(isMatchable(a, now) && isMatchable(b, now)).toBe(true);
        expect(Math.abs(a.level - b.level)).toBeLessThanOrEqual(Math.min(levelWindow(now - a.since)!, levelWindow(now - b.since)!));
      }
    }));
  });

  it('leaves no two compatible tickets unpaired (the pass is maximal)', () => {
    fc.assert(fc.property(pool, (tickets) => {
      const paired = new Set(pairTickets(tickets, now).flat().map((t) => t.profileId));
      const left = tickets.filter((t) => isMatchable(t, now) && !paired.has(t.profileId));
      for (const a of left) for (const b of left) {
        if (a === b) continue;
        expect(canMatch({ level: a.level, waitedMs: now - a.since }, { level: b.level, waitedMs: now - b.since })).toBe(false);
      }
    }));
  });

  it('widens with waiting: levels 3 and 4 wait apart, then meet after 5 s; stale and 30 s-old tickets are skipped', () => {
    const a = { profileId: 'a', uid: 'u1', level: 3, lastSeekAt: now };
    const b = { profileId: 'b', uid: 'u2', level: 4, lastSeekAt: now };
    expect(pairTickets([{ ...a, since: now - 1_000 }, { ...b, since: now - 6_000 }], now)).toHaveLength(0);
    expect(pairTickets([{ ...a, since: now - 5_000 }, { ...b, since: now - 6_000 }], now)).toHaveLength(1);
    expect(pairTickets([{ ...a, since: now - 5_000, lastSeekAt: now - 7_000 }, { ...b, since: now - 6_000 }], now)).toHaveLength(0);
    expect(pairTickets([{ ...a, level: 4, since: now - 30_000 }, { ...b, since: now - 6_000 }], now)).toHaveLength(0);
  });

  it('battle level climbs with wins, from 1 to 10', () => {
    expect([0, 1, 3, 4, 9, 81, 10_000].map((wins) => battleLevel({ wins }))).toEqual([1, 2, 2, 3, 4, 10, 10]);
  });
});
