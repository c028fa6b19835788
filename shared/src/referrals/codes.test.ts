import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReferralCode, isReferralCode, isWithinClaimWindow, normalizeReferralCode, referralCodeFromBytes, referralCodeSchema, REFERRAL_CODE_ALPHABET } from './codes.ts';

describe('referral codes', () => {
  it('are 8 characters of an alphabet without look-alikes, from any random bytes', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', 'U', 'V']) expect(REFERRAL_CODE_ALPHABET).not.toContain(ambiguous);
    fc.assert(fc.property(fc.uint8Array({ minLength: 8, maxLength: 16 }), (bytes) => {
      const code = referralCodeFromBytes(bytes);
      expect(isReferralCode(code)).toBe(true);
      expect(referralCodeSchema.parse(formatReferralCode(code).toLowerCase())).toBe(code);
    }));
  });

  it('read a code as people type it, and refuse what no code can be', () => {
    expect(normalizeReferralCode(' 7kqm-3xhp ')).toBe('7KQM3XHP');
    expect(referralCodeSchema.safeParse('7KQM3XH').success).toBe(false);
    // No code holds a look-alike: one typed with an O is refused rather than misread.
    expect(referralCodeSchema.safeParse('7KQM3XHO').success).toBe(false);
    expect(referralCodeSchema.safeParse('<script>').success).toBe(false);
  });

  it('count for accounts at most 7 days old', () => {
    const now = Date.UTC(2026, 10, 26);
    expect(isWithinClaimWindow(new Date(now - 6 * 86_400_000).toISOString(), now)).toBe(true);
    expect(isWithinClaimWindow(new Date(now - 8 * 86_400_000).toISOString(), now)).toBe(false);
  });
});
