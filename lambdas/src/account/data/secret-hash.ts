import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Short secrets people type (a profile PIN, an exam key) are stored as a salted scrypt hash: checking one needs the
 * secret, and a copy of the table does not give it away (scrypt makes each guess cost, the salt makes each item cost
 * separately). Comparison is in constant time.
 */
export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('base64')}:${scryptSync(secret, salt, 32).toString('base64')}`;
}

export function secretMatches(secret: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  return timingSafeEqual(scryptSync(secret, Buffer.from(salt, 'base64'), 32), Buffer.from(hash, 'base64'));
}
