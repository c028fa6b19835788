import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRoomCode, newRoomCode, normalizeRoomCode, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, WRONG_ROOM_CODE_LIMITS } from './room-code.ts';

describe('room codes', () => {
  it('use an alphabet without look-alikes', () => {
    for (const confusable of '0O1IL') expect(ROOM_CODE_ALPHABET).not.toContain(confusable);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
  });

  it('are valid codes for any source of randomness', () => {
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: ROOM_CODE_LENGTH, maxLength: ROOM_CODE_LENGTH }), (draws) => {
      let i = 0;
      const code = newRoomCode((max) => draws[i++]! % max);
      expect(isRoomCode(code)).toBe(true);
    }));
  });

  it('from a cryptographic source, rarely collide (≥ 9,990 distinct in 10,000)', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newRoomCode(randomInt)));
    expect(codes.size).toBeGreaterThanOrEqual(9_990);
    expect(ROOM_CODE_ALPHABET.length ** ROOM_CODE_LENGTH).toBeGreaterThan(800_000_000);
  });

  it('stay unguessable at the throttled rate: with 10,000 rooms open, one account needs weeks of wrong codes to enter any', () => {
    const wrongCodesPerHit = ROOM_CODE_ALPHABET.length ** ROOM_CODE_LENGTH / 10_000;
    const perDay = ({ tries, windowMs }: { tries: number; windowMs: number }) => (tries * 86_400_000) / windowMs;
    expect(wrongCodesPerHit / perDay(WRONG_ROOM_CODE_LIMITS.account)).toBeGreaterThan(30);
    expect(wrongCodesPerHit / perDay(WRONG_ROOM_CODE_LIMITS.connection)).toBeGreaterThan(7);
    // A person mistyping a code is not stopped at the first slips, and the account allows several sockets' worth.
    expect(WRONG_ROOM_CODE_LIMITS.connection.tries).toBeGreaterThanOrEqual(3);
    expect(WRONG_ROOM_CODE_LIMITS.account.tries).toBeGreaterThan(WRONG_ROOM_CODE_LIMITS.connection.tries);
  });

  it('are read as typed: case, spaces and dashes do not matter; anything else is refused', () => {
    expect(normalizeRoomCode(' abc-d2e ')).toBe('ABCD2E');
    expect(isRoomCode('ABCD2E')).toBe(true);
    expect(isRoomCode('ABCD0E')).toBe(false);
    expect(isRoomCode('ABCDE')).toBe(false);
    expect(isRoomCode('ABCDEFG')).toBe(false);
  });
});
