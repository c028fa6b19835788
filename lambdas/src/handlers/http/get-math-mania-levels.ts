import { isLevelUnlocked, MATH_MANIA_MAX_LEVEL, mathManiaLevelsRequestSchema } from '@plume/shared';
import { httpHandler } from '#lib/http';
import { MATH_MANIA_PROGRESS } from '#lib/game-setup';
import { assertOwnProfile } from '#lib/profiles';
import { playedLevels } from '#data/progress';

export const handler = httpHandler(mathManiaLevelsRequestSchema, async ({ body, identity }) => {
  const [, played] = await Promise.all([assertOwnProfile(identity!, body.profileId), playedLevels(body.profileId, MATH_MANIA_PROGRESS.category, MATH_MANIA_PROGRESS.subcategory)]);
  const levels = Array.from({ length: MATH_MANIA_MAX_LEVEL }, (_, i) => i + 1).map((level) => ({ level, played: played.has(level), unlocked: isLevelUnlocked(level, played) }));
  return { message: 'levels_loaded', data: { levels } };
});
