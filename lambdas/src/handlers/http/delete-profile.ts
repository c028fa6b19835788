import { profileIdRequestSchema, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { env } from '#clients/env';
import { assertCanManageProfile } from '#accounts/profiles';
import { deleteProfile } from '#data/accounts';

export const handler = httpHandler(profileIdRequestSchema, async ({ body, identity }) => {
  if (env.demoMode) throw new Refusal('forbidden', 'profile_update_demo');
  await assertCanManageProfile(identity!, body.profileId);
  const result = await deleteProfile(identity!.sub, body.profileId);
  if (result === 'not-found') throw new Refusal('not_found', 'profile_not_found');
  if (result === 'holder') throw new Refusal('conflict', 'profile_holder_locked');
  return { message: 'successfully_deleted', data: { profileId: body.profileId } };
});
