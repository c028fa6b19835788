import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { env } from '#clients/env';
import { assertCanManageProfile } from '#account/profiles';
import { boardIdentity, updateProfile } from '#account/data/accounts';
import { updatePlayerRows } from '#leaderboard/data/leaderboards';

export const handler = httpHandler(api.updateProfile, async ({ body: { profileId, ...patch }, identity }) => {
  if (env.demoMode) throw new Refusal('forbidden', 'profile_update_demo');
  await assertCanManageProfile(identity, profileId);
  const profile = await updateProfile(identity.sub, profileId, patch);
  if (profile === 'not-found') throw new Refusal('not_found', 'profile_not_found');
  // What boards show of the profile (name, avatar, whether it is listed) changes on the rows it already has.
  if (patch.name !== undefined || patch.avatar !== undefined || patch.ageBand !== undefined || patch.hideFromPublicBoards !== undefined) {
    const player = await boardIdentity(identity.sub, profileId);
    if (player) await updatePlayerRows(player);
  }
  return { message: 'successfully_updated', data: profile };
});
