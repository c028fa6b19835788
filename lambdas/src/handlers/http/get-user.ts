import { emptyBody, HttpError, httpHandler } from '#lib/http';
import { ensureAccount, getAccount } from '#data/accounts';

/** The signed-in account with its family profiles; created with the holder's profile on first sign-in. */
export const handler = httpHandler(emptyBody, async ({ identity }) => {
  await ensureAccount(identity!);
  const account = await getAccount(identity!.sub);
  if (!account) throw new HttpError(500, 'internal_error');
  return { message: 'account_loaded', data: account };
});
