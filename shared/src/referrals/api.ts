import * as z from 'zod';
import { emptyBody } from '../endpoint.ts';
import { referralCodeSchema } from './codes.ts';

export const getReferralRequestSchema = emptyBody;
export const claimReferralRequestSchema = z.object({ code: referralCodeSchema }).strict();

export const referralSchema = z.object({
  code: z.string(),
  /** Accounts that signed up with this code. */
  referrals: z.int().min(0),
  /** Coins each side gets (configuration `coins.referralBonus`). */
  bonus: z.int().min(0),
  /** « sharing caring » is unlocked above this many referrals. */
  badgeAfter: z.int().min(0),
}).strict();
export const referralClaimedSchema = z.object({ bonus: z.int().min(0) }).strict();
