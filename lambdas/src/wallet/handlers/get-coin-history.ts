import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getLedger, getWallet } from '#wallet/data/wallet';

const PAGE = 50;

/** A profile's balance and its coin movements, newest first, a page at a time (`before` = a sequence number). */
export const handler = httpHandler(api.getCoinHistory, async ({ body, identity }) => {
  const [, wallet, entries] = await Promise.all([assertOwnProfile(identity, body.profileId), getWallet(body.profileId), getLedger(body.profileId, PAGE, body.before)]);
  return { message: 'coin_history_loaded', data: { balance: wallet.balance, earned: wallet.earned, spent: wallet.spent, entries, hasMore: entries.length === PAGE } };
});
