import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expiredSeats, SEAT_KEPT_AFTER_GOODBYE_MS, SEAT_KEPT_MS, seatExpired, seatExpiry, seatExpiryTimerName } from './seats.ts';

describe('seat keeping', () => {
  it('keeps a seat 40 s in a random battle, 60 s in a room, 10 s after a goodbye', () => {
    expect(seatExpiry('random', 'disconnect', 1_000)).toBe(41_000);
    expect(seatExpiry('friend', 'disconnect', 1_000)).toBe(61_000);
    expect(seatExpiry('bot', 'disconnect', 1_000)).toBe(61_000);
    expect(seatExpiry('random', 'goodbye', 1_000)).toBe(11_000);
    expect(seatExpiry('friend', 'goodbye', 1_000)).toBe(11_000);
  });

  it('expires a seat exactly from its expiry on, never a present, left or bot seat', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: -100_000, max: 100_000 }), (expiresAt, delta) => {
      const now = expiresAt + delta;
      expect(seatExpired({ left: false, bot: false, seatExpiresAt: expiresAt }, now)).toBe(delta >= 0);
      expect(seatExpired({ left: false, bot: false }, now)).toBe(false);
      expect(seatExpired({ left: true, bot: false, seatExpiresAt: expiresAt }, now)).toBe(false);
      expect(seatExpired({ left: false, bot: true, seatExpiresAt: expiresAt }, now)).toBe(false);
    }));
  });

  it('a goodbye never keeps a seat longer than a drop', () => {
    fc.assert(fc.property(fc.constantFrom('friend', 'random', 'bot' as const), fc.integer({ min: 0, max: 2 ** 40 }), (kind, goneAt) => {
      expect(seatExpiry(kind, 'goodbye', goneAt)).toBeLessThan(seatExpiry(kind, 'disconnect', goneAt));
    }));
    expect(SEAT_KEPT_AFTER_GOODBYE_MS).toBeLessThan(Math.min(SEAT_KEPT_MS.random, SEAT_KEPT_MS.room));
  });

  it('lists the expired seats in a stable order', () => {
    const players = {
      b: { left: false, bot: false, seatExpiresAt: 10 },
      a: { left: false, bot: false, seatExpiresAt: 5 },
      c: { left: false, bot: false, seatExpiresAt: 50 },
      d: { left: false, bot: false },
    };
    expect(expiredSeats(players, 20)).toEqual(['a', 'b']);
    expect(expiredSeats(players, 4)).toEqual([]);
  });

  it('names a seat expiry timer by battle and instant, always a valid schedule name that keeps the instant', () => {
    expect(seatExpiryTimerName({ battleId: '0b5f2c1e-8a1d-4c57-9a3e-1f2d3c4b5a69', seatExpiresAt: 1_790_000_000_123 }))
      .toBe('seat-0b5f2c1e-8a1d-4c57-9a3e-1f2d3c4b5a69-1790000000123');
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 100 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (battleId, seatExpiresAt) => {
      const name = seatExpiryTimerName({ battleId, seatExpiresAt });
      expect(name).toMatch(/^[0-9a-zA-Z-_.]{1,64}$/);
      expect(name.endsWith(`-${seatExpiresAt}`)).toBe(true);
    }));
  });
});
