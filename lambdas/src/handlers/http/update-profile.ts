import { updateProfileRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { env } from '#clients/env';
import { updateProfile } from '#data/accounts';

export const handler = httpHandler(updateProfileRequestSchema, async ({ body: { profileId, ...patch }, identity }) => {
  if (env.demoMode) throw new HttpError(403, 'profile_update_demo');
  const profile = await updateProfile(identity!.sub, profileId, patch);
  if (profile === 'not-found') throw new HttpError(404, 'profile_not_found');
  return { message: 'successfully_updated', data: profile };
});
