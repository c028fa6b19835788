import type { RandomInt } from '../random.ts';

/**
 * Room codes: 6 characters from 31 that cannot be misread for one another (no 0/O, 1/I/L), so 31⁶ ≈ 887 million
 * codes. Even with 10,000 rooms open at once, a guess lands in one with a chance of 1 in ~88,750, so a guesser needs
 * ~88,750 wrong codes on average to enter any room (and cannot choose whose): see `WRONG_ROOM_CODE_LIMITS`.
 */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 6;

/**
 * How many wrong codes `battle_join` takes before it refuses every code for the rest of the window. A person mistyping
 * needs one or two; a guesser needs ~88,750 (above). Per connection, 5 a minute: 7,200 a day, 12 days of one socket on
 * average. Sockets are cheap to open, so per account too, 20 per 15 minutes: 1,920 a day whatever the sockets, ~46 days
 * of one subscribed account on average — and each hit a random room, of which the guesser learns nothing more.
 */
export const WRONG_ROOM_CODE_LIMITS = {
  connection: { tries: 5, windowMs: 60_000 },
  account: { tries: 20, windowMs: 15 * 60_000 },
} as const;
const ROOM_CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** A new code, each character drawn from a cryptographic source (`crypto.randomInt` on the server). */
export function newRoomCode(randomInt: RandomInt): string {
  return Array.from({ length: ROOM_CODE_LENGTH }, () => ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)]).join('');
}

/** What people type: spaces and dashes dropped, case ignored. */
export function normalizeRoomCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function isRoomCode(code: string): boolean {
  return ROOM_CODE_PATTERN.test(code);
}
