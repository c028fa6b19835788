import * as z from 'zod';

/**
 * Referral codes: 8 characters from an alphabet without the look-alikes 0/O, 1/I/L and U/V (Crockford's idea), so a
 * code read aloud or copied by hand is right or visibly wrong. 29⁸ ≈ 5 × 10¹¹ codes: a random guess hits one of a
 * million accounts once in 500,000 tries, and the claim route is throttled.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
/** A referral counts for a new account only: one that signed up at most this many days before using the code. */
export const REFERRAL_CLAIM_DAYS = 7;
/** The query parameter of an invitation link (`/auth/sign-up/?ref=CODE`). */
export const REFERRAL_PARAMETER = 'ref';

/** A code from random bytes (one byte per character, rejection-free: the small bias of `% 29` is harmless here). */
export function referralCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) throw new Error(`need ${REFERRAL_CODE_LENGTH} random bytes`);
  return Array.from(bytes.subarray(0, REFERRAL_CODE_LENGTH), (byte) => REFERRAL_CODE_ALPHABET[byte % REFERRAL_CODE_ALPHABET.length]).join('');
}

/** As people type it: any case, with spaces or dashes between groups. */
export function normalizeReferralCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function isReferralCode(code: string): boolean {
  return code.length === REFERRAL_CODE_LENGTH && [...code].every((char) => REFERRAL_CODE_ALPHABET.includes(char));
}

/** A code as received at a boundary: normalized, then checked against the alphabet. */
export const referralCodeSchema = z.string().max(40).transform(normalizeReferralCode).refine(isReferralCode, { message: 'referral_code_not_found' });

/** Shown in groups of four: « 7KQM-3XHP ». */
export function formatReferralCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export function isWithinClaimWindow(accountCreatedAt: string, now = Date.now()): boolean {
  return now - new Date(accountCreatedAt).getTime() <= REFERRAL_CLAIM_DAYS * 86_400_000;
}
