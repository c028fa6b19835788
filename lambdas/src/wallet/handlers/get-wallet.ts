import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { walletView } from '#payouts/payouts';

/** The profile's coins and their value in euros, the redeem rules, and the account's payout requests. */
export const handler = httpHandler(api.getWallet, async ({ body, identity }) => {
  const profile = await assertOwnProfile(identity, body.profileId);
  return { message: 'wallet_loaded', data: await walletView(identity, profile) };
});
