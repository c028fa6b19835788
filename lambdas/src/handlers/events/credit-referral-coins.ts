import { SHARING_CARING_USERS } from '@plume/shared';
import { referralClaimed } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#data/accounts';
import { unlockBadges } from '#data/badges';
import { findCode } from '#data/referrals';
import { moveCoins } from '#data/wallet';
import { referralBonus } from '#referrals/referrals';

/**
 * Credits both sides of a referral on their holder profiles, once each whatever the deliveries (keys
 * `referral:<referred>:referrer` and `:referred`), and « sharing caring » to a referrer past 50 referrals. An
 * account deleted meanwhile gets nothing (its holder profile is gone).
 */
export const handler = eventConsumer(referralClaimed, async ({ detail }) => {
  const bonus = await referralBonus();
  const sides = [[detail.referrerUid, 'referrer'], [detail.referredUid, 'referred']] as const;
  for (const [uid, side] of sides) {
    if (bonus > 0 && (await profileExists(uid, uid))) await moveCoins(uid, bonus, 'referral', `referral:${detail.referredUid}:${side}`);
  }
  const code = await findCode(detail.code);
  if (code && code.referrals > SHARING_CARING_USERS && (await profileExists(code.uid, code.uid))) await unlockBadges(code.uid, ['sharing_caring']);
});
