import { profileIdRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { env } from '#clients/env';
import { deleteProfile } from '#data/accounts';

export const handler = httpHandler(profileIdRequestSchema, async ({ body, identity }) => {
  if (env.demoMode) throw new HttpError(403, 'profile_update_demo');
  const result = await deleteProfile(identity!.sub, body.profileId);
  if (result === 'not-found') throw new HttpError(404, 'profile_not_found');
  if (result === 'holder') throw new HttpError(409, 'profile_holder_locked');
  return { message: 'successfully_deleted', data: { profileId: body.profileId } };
});
