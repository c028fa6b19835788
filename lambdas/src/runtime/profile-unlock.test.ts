import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnlocked, issueUnlock, UNLOCK_LIFETIME_MS, unlockTokens } from './profile-unlock.ts';

const secret = 'test-secret-0123456789';
const now = Date.parse('2026-11-25T10:00:00Z');
const { token } = issueUnlock(secret, 'uid-1', 'profile-1', 'salt:hash-1', now);

describe('profile unlocks', () => {
  it('unlock the one profile of the one account they were issued for, with its PIN, until they expire', () => {
    expect(isUnlocked(secret, [token], 'uid-1', 'profile-1', 'salt:hash-1', now + 1_000)).toBe(true);
    expect(isUnlocked(secret, [token], 'uid-2', 'profile-1', 'salt:hash-1', now)).toBe(false);
    expect(isUnlocked(secret, [token], 'uid-1', 'profile-2', 'salt:hash-1', now)).toBe(false);
    expect(isUnlocked(secret, [token], 'uid-1', 'profile-1', 'salt:hash-2', now)).toBe(false); // the PIN was changed
    expect(isUnlocked(secret, [token], 'uid-1', 'profile-1', 'salt:hash-1', now + UNLOCK_LIFETIME_MS)).toBe(false);
    expect(isUnlocked('another-secret', [token], 'uid-1', 'profile-1', 'salt:hash-1', now)).toBe(false);
  });

  it('finds the right token among several, and ignores a header too long to be ours', () => {
    const other = issueUnlock(secret, 'uid-1', 'profile-2', 'salt:hash-9', now).token;
    expect(isUnlocked(secret, unlockTokens(`${other}, ${token}`), 'uid-1', 'profile-1', 'salt:hash-1', now)).toBe(true);
    expect(unlockTokens(`${token},${'x'.repeat(3_000)}`)).toEqual([]);
    expect(unlockTokens(Array.from({ length: 9 }, () => token).join(','))).toHaveLength(6);
  });

  it('refuses any altered token: a later expiry, another profile, a changed signature', () => {
    const [id, expiry, signature] = token.split('.');
    expect(isUnlocked(secret, [`${id}.${Number(expiry) + 60_000}.${signature}`], 'uid-1', 'profile-1', 'salt:hash-1', now)).toBe(false);
    expect(isUnlocked(secret, [`${Buffer.from('profile-2').toString('base64url')}.${expiry}.${signature}`], 'uid-1', 'profile-2', 'salt:hash-1', now)).toBe(false);
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (forged) => {
      fc.pre(forged !== token);
      expect(isUnlocked(secret, [forged], 'uid-1', 'profile-1', 'salt:hash-1', now)).toBe(false);
    }));
    fc.assert(fc.property(fc.nat(signature!.length - 1), fc.constantFrom('A', 'b', '0', '-', '_'), (at, char) => {
      const changed = `${signature!.slice(0, at)}${char}${signature!.slice(at + 1)}`;
      fc.pre(changed !== signature);
      expect(isUnlocked(secret, [`${id}.${expiry}.${changed}`], 'uid-1', 'profile-1', 'salt:hash-1', now)).toBe(false);
    }));
  });
});
