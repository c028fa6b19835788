import { defaultSystemConfiguration, Refusal, SHARING_CARING_USERS } from '@plume/shared';
import { isWithinClaimWindow } from '@plume/shared/referrals/codes';
import { referralClaimed } from '@plume/events';
import type { Identity } from '#runtime/auth';
import { publishEvent } from '#clients/bus';
import { ensureSignedInAccount } from '#accounts/profiles';
import { getProfile } from '#data/accounts';
import { ensureReferralCode, findCode, recordReferral } from '#data/referrals';
import { getSystemConfiguration } from '#data/settings';

export const referralBonus = async () => ((await getSystemConfiguration())?.coins ?? defaultSystemConfiguration.coins).referralBonus;

/** The account's code (made on first visit), how many accounts it brought, and what each side earns. */
export async function referralView(identity: Identity) {
  const [code, bonus] = await Promise.all([ensureReferralCode(identity.sub), referralBonus()]);
  return { code: code.code, referrals: code.referrals, bonus, badgeAfter: SHARING_CARING_USERS };
}

/**
 * A new account (at most 7 days old) names the code it signed up with. Recorded once per account (conditional put);
 * the coins follow from `referral.claimed`, credited once per side by its consumer.
 */
export async function claimReferral(identity: Identity, rawCode: string): Promise<{ bonus: number }> {
  // Sent right after the first sign-in, possibly before anything else created the account.
  await ensureSignedInAccount(identity);
  const [code, holder] = await Promise.all([findCode(rawCode), getProfile(identity.sub, identity.sub)]);
  if (!code) throw new Refusal('not_found', 'referral_code_not_found');
  if (code.uid === identity.sub) throw new Refusal('forbidden', 'referral_own_code');
  if (!holder || !isWithinClaimWindow(holder.createdAt)) throw new Refusal('conflict', 'referral_too_late');
  if (!(await recordReferral(code, identity.sub))) throw new Refusal('conflict', 'referral_already_used');
  await publishEvent(referralClaimed, { code: code.code, referrerUid: code.uid, referredUid: identity.sub, at: new Date().toISOString() });
  return { bonus: await referralBonus() };
}
