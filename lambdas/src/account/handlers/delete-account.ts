import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { deleteSignIn } from '#clients/cognito';
import { assertHolderPresent } from '#account/profiles';
import { deleteAccount } from '#account/account-deletion';

/**
 * GDPR art. 17: deletes the sign-in first (nobody can come back to a half-deleted account), then every item of the
 * account and of its profiles (see `deleteAccount`); the account's unexpired tokens are refused from then on.
 */
export const handler = httpHandler(api.deleteAccount, async ({ identity }) => {
  await assertHolderPresent(identity);
  await deleteSignIn(identity.sub);
  await deleteAccount(identity.sub);
  return { message: 'successfully_deleted', data: { deleted: true as const } };
});
