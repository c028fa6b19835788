import * as api from '@plume/shared/endpoints';
import { badgeProgress, badgeTypes, parisDay } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { badgeStanding } from '#badges/unlock-for';

/** All fifteen badges for a profile: unlocked (with the date) or locked with the progress towards them. */
export const handler = httpHandler(api.getBadges, async ({ body, identity }) => {
  const [, { unlocked, counters }] = await Promise.all([assertOwnProfile(identity, body.profileId), badgeStanding(body.profileId, parisDay(Date.now()))]);
  const badges = badgeTypes.map((type) => {
    const own = unlocked.find((b) => b.type === type);
    const progress = badgeProgress(type, counters);
    return own
      ? { type, status: 'unlocked' as const, unlockedAt: own.unlockedAt, progress: { current: progress.target, target: progress.target } }
      : { type, status: 'locked' as const, progress };
  });
  return { message: 'badges_loaded', data: { badges } };
});
