import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { updateAccount } from '#account/data/accounts';

/** The welcome tour is over: the seed's new-user flag is cleared for good. */
export const handler = httpHandler(api.clearNewUser, async ({ identity }) => {
  await updateAccount(identity.sub, { isNewUser: false });
  return { message: 'successfully_updated', data: { isNewUser: false as const } };
});
