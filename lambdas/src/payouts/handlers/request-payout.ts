import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { requestPayout } from '#payouts/payouts';

/** A redeem request: the coins are held in the same transaction that records it (docs/payouts.md). */
export const handler = httpHandler(api.requestPayout, async ({ body, identity }) => {
  const profile = await assertOwnProfile(identity, body.profileId);
  return { status: 201, message: 'payout_requested', data: await requestPayout(identity, profile, body) };
});
