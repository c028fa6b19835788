import * as api from '@plume/shared/endpoints';
import { levelStates, MATH_MANIA_MAX_LEVEL } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { MATH_MANIA_PROGRESS, playedLevels } from '#quiz/data/level-progress';

/** Math mania's levels for a profile: played, unlocked or locked, like the quiz zone's. */
export const handler = httpHandler(api.getMathManiaLevels, async ({ body, identity }) => {
  const [, played] = await Promise.all([assertOwnProfile(identity, body.profileId), playedLevels(body.profileId, MATH_MANIA_PROGRESS.category, MATH_MANIA_PROGRESS.subcategory)]);
  return { message: 'levels_loaded', data: { levels: levelStates(MATH_MANIA_MAX_LEVEL, played) } };
});
