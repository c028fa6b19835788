import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { env } from '#clients/env';
import { announceProfile } from '#account/profiles';
import { createProfile } from '#account/data/accounts';

export const handler = httpHandler(api.createProfile, async ({ body, identity }) => {
  if (env.demoMode) throw new Refusal('forbidden', 'profile_update_demo');
  const profile = await createProfile(identity.sub, body);
  if (profile === 'limit') throw new Refusal('conflict', 'profile_limit');
  if (profile === 'busy') throw new Refusal('conflict', 'too_many_requests');
  await announceProfile(identity.sub, profile.id);
  return { status: 201, message: 'successfully_updated', data: profile };
});
