import { SHARING_CARING_USERS } from '@plume/shared';
import { referralClaimed } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { findCode } from '#referrals/data/referrals';
import { payReferral } from '#referrals/referrals';

/**
 * A referral was claimed: « sharing caring » to a referrer past 50 referrals (unlocked once), and the coins of both
 * sides if the new account already pays (otherwise they follow its first paid period: `pay-referral-coins`).
 */
export const handler = eventConsumer(referralClaimed, async ({ detail }) => {
  await payReferral(detail.referredUid, detail.at);
  const code = await findCode(detail.code);
  if (code && code.referrals > SHARING_CARING_USERS && (await profileExists(code.uid, code.uid))) await unlockFor(code.uid, { counters: { sharedWith: code.referrals } });
});
