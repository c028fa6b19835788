import { call, isNetworkFailure } from './api-client';

/**
 * A referral code travels from an invitation link (`/auth/sign-up/?ref=CODE`) to the first sign-in of the account
 * that follows it: kept in this browser meanwhile, then sent once to `claim_referral`, which credits both accounts.
 */
const STORAGE_KEY = 'plume.referralCode';
const MAX_CODE_CHARS = 40;

/** Keeps the code of the address, if any; returns the code now pending. */
export function rememberReferralCode(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (code && code.length <= MAX_CODE_CHARS) localStorage.setItem(STORAGE_KEY, code);
  return localStorage.getItem(STORAGE_KEY);
}

/** Sends the pending code once signed in. Any answer from the server settles it; a network failure keeps it for later. */
export async function claimPendingReferral(): Promise<void> {
  const code = localStorage.getItem(STORAGE_KEY);
  if (!code) return;
  try {
    await call('claim_referral', { code });
  } catch (error) {
    if (isNetworkFailure(error)) return;
  }
  localStorage.removeItem(STORAGE_KEY);
}
