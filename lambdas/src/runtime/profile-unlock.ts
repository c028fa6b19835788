import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Proof that someone typed a profile's PIN: `verify_profile_pin` issues it, the browser keeps it for the tab
 * (session storage) and sends it in the `x-plume-profile-unlock` header (several, comma-separated, one per unlocked
 * profile). It is `<profile id, base64url>.<expiry, epoch ms>.<HMAC-SHA256>`, the MAC covering the account, the
 * profile, the expiry and a fingerprint of the PIN hash: it is good for one profile of one account, for a few hours,
 * and changing the PIN voids it. Nothing is stored; the key is a secret of the deployment.
 */
export const UNLOCK_HEADER = 'x-plume-profile-unlock';
export const UNLOCK_LIFETIME_MS = 4 * 60 * 60 * 1000;
/** An account has at most 6 profiles; a longer header is not ours and is ignored whole. */
const MAX_HEADER_LENGTH = 2_048;
const MAX_TOKENS = 6;

const pinFingerprint = (pinHash: string) => createHash('sha256').update(pinHash).digest('base64url').slice(0, 22);
const mac = (secret: string, uid: string, profileId: string, expiresAt: number, pinHash: string) =>
  createHmac('sha256', secret).update(`plume-unlock-v1|${uid}|${profileId}|${expiresAt}|${pinFingerprint(pinHash)}`).digest();

export function issueUnlock(secret: string, uid: string, profileId: string, pinHash: string, now = Date.now()): { token: string; expiresAt: number } {
  const expiresAt = now + UNLOCK_LIFETIME_MS;
  const token = `${Buffer.from(profileId).toString('base64url')}.${expiresAt}.${mac(secret, uid, profileId, expiresAt, pinHash).toString('base64url')}`;
  return { token, expiresAt };
}

/** The tokens of a header value, bounded: at most 6, the whole header at most 2 KB. */
export function unlockTokens(header: string | undefined): string[] {
  if (!header || header.length > MAX_HEADER_LENGTH) return [];
  return header.split(',').map((token) => token.trim()).filter(Boolean).slice(0, MAX_TOKENS);
}

/** Whether one of the tokens unlocks this profile of this account, with its current PIN, now. */
export function isUnlocked(secret: string, tokens: readonly string[], uid: string, profileId: string, pinHash: string, now = Date.now()): boolean {
  return tokens.some((token) => {
    const [encodedId, expiry, signature] = token.split('.');
    if (!encodedId || !expiry || !signature || !/^\d{1,16}$/.test(expiry)) return false;
    if (Buffer.from(encodedId, 'base64url').toString() !== profileId) return false;
    const expiresAt = Number(expiry);
    if (expiresAt <= now || expiresAt > now + UNLOCK_LIFETIME_MS) return false;
    // Compared as text: base64url ignores a last character's spare bits, so two spellings could decode alike.
    const given = Buffer.from(signature);
    const expected = Buffer.from(mac(secret, uid, profileId, expiresAt, pinHash).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
