import { getLevelsRequestSchema, isLevelUnlocked } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { profileBelongsTo } from '#data/accounts';
import { getCategory } from '#data/catalog';
import { playedLevels } from '#data/progress';

/** The levels of a subcategory for a profile: played, unlocked or locked (seed §4). */
export const handler = httpHandler(getLevelsRequestSchema, async ({ body, identity }) => {
  const [owned, category, played] = await Promise.all([
    profileBelongsTo(identity!.sub, body.profileId),
    getCategory(body.category),
    playedLevels(body.profileId, body.category, body.subcategory),
  ]);
  if (!owned) throw new HttpError(404, 'profile_not_found');
  const subcategory = category?.subcategories.find((s) => s.id === body.subcategory);
  if (!subcategory) throw new HttpError(404, 'no_questions_found');
  const levels = Array.from({ length: subcategory.levels }, (_, i) => i + 1).map((level) => ({ level, played: played.has(level), unlocked: isLevelUnlocked(level, played) }));
  return { message: 'levels_loaded', data: { category: category!.id, subcategory: subcategory.id, levels } };
});
