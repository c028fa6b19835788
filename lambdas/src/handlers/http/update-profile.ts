import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { env } from '#clients/env';
import { updateProfile } from '#data/accounts';

export const handler = httpHandler(api.updateProfile, async ({ body: { profileId, ...patch }, identity }) => {
  if (env.demoMode) throw new Refusal('forbidden', 'profile_update_demo');
  const profile = await updateProfile(identity!.sub, profileId, patch);
  if (profile === 'not-found') throw new Refusal('not_found', 'profile_not_found');
  return { message: 'successfully_updated', data: profile };
});
