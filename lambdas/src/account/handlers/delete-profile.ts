import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { profileDeleted } from '@plume/events';
import { env } from '#clients/env';
import { publishEvent } from '#clients/bus';
import { assertCanManageProfile } from '#account/profiles';
import { deleteProfile } from '#account/data/accounts';

export const handler = httpHandler(api.deleteProfile, async ({ body, identity }) => {
  if (env.demoMode) throw new Refusal('forbidden', 'profile_update_demo');
  await assertCanManageProfile(identity, body.profileId);
  const result = await deleteProfile(identity.sub, body.profileId);
  if (result === 'not-found') throw new Refusal('not_found', 'profile_not_found');
  if (result === 'holder') throw new Refusal('conflict', 'profile_holder_locked');
  // Its data (boards, games, statistics, wallet…) is erased by the profile.deleted consumer.
  await publishEvent(profileDeleted, { uid: identity.sub, profileId: body.profileId, deletedAt: new Date().toISOString() });
  return { message: 'successfully_deleted', data: { profileId: body.profileId } };
});
