import type { RandomInt } from '../random.ts';

/**
 * Room codes: 6 characters from 31 that cannot be misread for one another (no 0/O, 1/I/L), so 31⁶ ≈ 887 million
 * codes. With 10,000 open rooms and joins throttled to 1 attempt per second per connection, a guesser needs on
 * average ~44,000 attempts — 12 hours of one socket — to land in any room, and cannot choose whose.
 */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 6;
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
