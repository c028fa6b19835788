import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { announceProfile } from '#accounts/profiles';
import { ensureAccount, getAccount } from '#data/accounts';

/** The signed-in account with its family profiles; created with the holder's profile on first sign-in, never after a deletion. */
export const handler = httpHandler(api.getUser, async ({ identity }) => {
  const ensured = await ensureAccount(identity!);
  if (ensured === 'deleted') throw new Refusal('unauthorized', 'account_deleted');
  // The holder's profile id is the account's subject.
  if (ensured === 'created') await announceProfile(identity!.sub, identity!.sub);
  const account = await getAccount(identity!.sub);
  if (!account) throw new Error(`account ${identity!.sub} missing right after it was ensured`);
  return { message: 'account_loaded', data: account };
});
