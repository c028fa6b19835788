import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { env } from '#clients/env';
import { updateOwnAccount } from '#account/profiles';

export const handler = httpHandler(api.updateUser, async ({ body, identity }) => {
  if (env.demoMode && body.name !== undefined) throw new Refusal('forbidden', 'profile_update_demo');
  return { message: 'successfully_updated', data: await updateOwnAccount(identity.sub, body) };
});
