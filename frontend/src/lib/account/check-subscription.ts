import { call } from '@/lib/api-client';

/**
 * Seed §7 `checkSubscription {email}`: the server answers for the caller's own e-mail only. Typed by the contract, not
 * parsed here: the premium guard asks it on every signed-in page, which must not download the schema library (the
 * integration tests check every answer against the contract's schema).
 */
export function checkSubscription(email: string) {
  return call('checkSubscription', { email }, { showSuccessToast: false });
}
