import { deleteAccountRequestSchema } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { deleteSignIn } from '#clients/cognito';
import { assertHolderPresent } from '#accounts/profiles';
import { deleteAccountData } from '#data/accounts';

/** Deletes the sign-in first (nobody can come back to a half-deleted account), then every item of the account. */
export const handler = httpHandler(deleteAccountRequestSchema, async ({ identity }) => {
  await assertHolderPresent(identity!);
  await deleteSignIn(identity!.sub);
  await deleteAccountData(identity!.sub);
  return { message: 'successfully_deleted', data: { deleted: true } };
});
