import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { claimReferral } from '#referrals/referrals';

/** A new account's referral code (from its invitation link): once per account. */
export const handler = httpHandler(api.claimReferral, async ({ body, identity }) => ({ message: 'referral_claimed', data: await claimReferral(identity, body.code) }));
