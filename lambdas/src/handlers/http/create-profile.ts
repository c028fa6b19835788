import { createProfileRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { env } from '#clients/env';
import { announceProfile } from '#lib/profiles';
import { createProfile } from '#data/accounts';

export const handler = httpHandler(createProfileRequestSchema, async ({ body, identity }) => {
  if (env.demoMode) throw new HttpError(403, 'profile_update_demo');
  const profile = await createProfile(identity!.sub, body);
  if (profile === 'limit') throw new HttpError(409, 'profile_limit');
  await announceProfile(identity!.sub, profile.id);
  return { status: 201, message: 'successfully_updated', data: profile };
});
