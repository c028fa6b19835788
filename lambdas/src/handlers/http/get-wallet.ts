import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { walletView } from '#payouts/payouts';

/** The profile's coins and their value in euros, the redeem rules, and the account's payout requests. */
export const handler = httpHandler(api.getWallet, async ({ body, identity }) => ({ message: 'wallet_loaded', data: await walletView(identity!, body.profileId) }));
