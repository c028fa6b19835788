import { defaultSystemConfiguration, gameRelation, Refusal, SHARING_CARING_USERS, type ReferralLink } from '@plume/shared';
import { isWithinClaimWindow } from '@plume/shared/referrals/codes';
import { referralClaimed } from '@plume/events';
import type { Identity } from '#runtime/auth';
import { publishEvent } from '#clients/bus';
import { ensureSignedInAccount } from '#account/profiles';
import { unlockFor } from '#badges/unlock-for';
import { getProfile, hasPaidSubscription, profileExists } from '#account/data/accounts';
import { creditEarning } from '#wallet/data/earnings';
import { ensureReferralCode, findCode, recordReferral, referralClaimOf, referralCodeOf, referrerOf } from '#referrals/data/referrals';
import { getSystemConfiguration } from '#settings/data/settings';

export const referralBonus = async () => ((await getSystemConfiguration())?.coins ?? defaultSystemConfiguration.coins).referralBonus;

/** The account's code (made on first visit), how many accounts it brought, and what each side earns. */
export async function referralView(identity: Identity) {
  const [code, bonus] = await Promise.all([ensureReferralCode(identity.sub), referralBonus()]);
  return { code: code.code, referrals: code.referrals, bonus, badgeAfter: SHARING_CARING_USERS };
}

/** How far up a referrer's own referrers a claim looks for the claimant (a longer loop costs a paid subscription per account anyway). */
const CYCLE_SEARCH_DEPTH = 20;

/** Whether `uid` is among the accounts that brought `referrerUid`, up the chain of referrals. */
async function broughtBy(referrerUid: string, uid: string): Promise<boolean> {
  let current: string | undefined = referrerUid;
  for (let hop = 0; current && hop < CYCLE_SEARCH_DEPTH; hop++) {
    current = (await referrerOf(current))?.uid;
    if (current === uid) return true;
  }
  return false;
}

/**
 * A new account (at most 7 days old) names the code it signed up with. Recorded once per account (conditional put);
 * refused when it would close a loop (the code's owner was brought, directly or up its chain, by the claimant). The
 * coins follow once the new account has paid for a period ({@link payReferral}).
 */
export async function claimReferral(identity: Identity, rawCode: string): Promise<{ bonus: number }> {
  // Sent right after the first sign-in, possibly before anything else created the account.
  await ensureSignedInAccount(identity);
  const [code, holder, ownCode] = await Promise.all([findCode(rawCode), getProfile(identity.sub, identity.sub), referralCodeOf(identity.sub)]);
  if (!code) throw new Refusal('not_found', 'referral_code_not_found');
  if (code.uid === identity.sub) throw new Refusal('forbidden', 'referral_own_code');
  if (!holder || !isWithinClaimWindow(holder.createdAt)) throw new Refusal('conflict', 'referral_too_late');
  if (await broughtBy(code.uid, identity.sub)) throw new Refusal('conflict', 'referral_cycle');
  const recorded = await recordReferral(code, identity.sub, ownCode?.code);
  if (recorded === 'cycle') throw new Refusal('conflict', 'referral_cycle');
  if (recorded === 'already-referred') throw new Refusal('conflict', 'referral_already_used');
  await publishEvent(referralClaimed, { code: code.code, referrerUid: code.uid, referredUid: identity.sub, at: new Date().toISOString() });
  return { bonus: await referralBonus() };
}

/**
 * Pays both sides of an account's referral, on their holder profiles, once the referred account has a paid
 * subscription (a trial does not count): a family cannot refer itself for coins without paying more than the coins
 * are worth. Once per side whatever the calls (keys `referral:<referred>:referrer` and `:referred`), within the
 * referral cap of the day; an account deleted meanwhile gets nothing.
 */
export async function payReferral(referredUid: string, earnedAt: string): Promise<void> {
  const [claim, paid, bonus] = await Promise.all([referralClaimOf(referredUid), hasPaidSubscription(referredUid), referralBonus()]);
  if (!claim || !paid || bonus <= 0) return;
  const referrer = await findCode(claim.code);
  const sides = [[referrer?.uid, 'referrer'], [referredUid, 'referred']] as const;
  for (const [uid, side] of sides) {
    if (!uid || !(await profileExists(uid, uid))) continue;
    await creditEarning({ uid, profileId: uid, source: 'referral', amount: bonus, key: `referral:${referredUid}:${side}`, earnedAt });
    await unlockFor(uid); // a referral bonus is earned: it counts for « Élite »
  }
}

/** How the accounts of a game (one entry per human player) are related, for the coin rules (`gameRelation`). */
export async function relationOf(uids: readonly string[], now: number): Promise<ReturnType<typeof gameRelation>> {
  const accounts = [...new Set(uids)];
  if (accounts.length < uids.length) return 'family';
  const links = await Promise.all(accounts.map(async (uid): Promise<ReferralLink | undefined> => {
    const referrer = await referrerOf(uid);
    return referrer && { referred: uid, referrer: referrer.uid, at: referrer.at };
  }));
  return gameRelation(uids, links.filter((link) => link !== undefined), now);
}
