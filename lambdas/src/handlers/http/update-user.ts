import { updateUserRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { env } from '#clients/env';
import { getAccount, updateAccount } from '#data/accounts';

export const handler = httpHandler(updateUserRequestSchema, async ({ body, identity }) => {
  if (env.demoMode && body.name !== undefined) throw new HttpError(403, 'profile_update_demo');
  await updateAccount(identity!.sub, body);
  return { message: 'successfully_updated', data: await getAccount(identity!.sub) };
});
