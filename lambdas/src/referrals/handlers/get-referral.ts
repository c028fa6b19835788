import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { referralView } from '#referrals/referrals';

/** Refer and earn: the account's code and its referrals so far. */
export const handler = httpHandler(api.getReferral, async ({ identity }) => ({ message: 'referral_loaded', data: await referralView(identity) }));
