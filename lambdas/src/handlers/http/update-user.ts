import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { env } from '#clients/env';
import { getAccount, updateAccount } from '#data/accounts';

export const handler = httpHandler(api.updateUser, async ({ body, identity }) => {
  if (env.demoMode && body.name !== undefined) throw new Refusal('forbidden', 'profile_update_demo');
  await updateAccount(identity!.sub, body);
  return { message: 'successfully_updated', data: await getAccount(identity!.sub) };
});
