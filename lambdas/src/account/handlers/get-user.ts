import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { ensureSignedInAccount } from '#account/profiles';
import { getAccount } from '#account/data/accounts';

/** The signed-in account with its family profiles; created with the holder's profile on first sign-in, never after a deletion. */
export const handler = httpHandler(api.getUser, async ({ identity }) => {
  await ensureSignedInAccount(identity);
  const account = await getAccount(identity.sub);
  if (!account) throw new Error(`account ${identity.sub} missing right after it was ensured`);
  return { message: 'account_loaded', data: account };
});
