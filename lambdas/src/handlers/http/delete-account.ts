import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { deleteSignIn } from '#clients/cognito';
import { deleteAccountData } from '#data/accounts';

/** Deletes the sign-in first (nobody can come back to a half-deleted account), then every item of the account. */
export const handler = httpHandler(api.deleteAccount, async ({ identity }) => {
  await deleteSignIn(identity!.sub);
  await deleteAccountData(identity!.sub);
  return { message: 'successfully_deleted', data: { deleted: true } };
});
