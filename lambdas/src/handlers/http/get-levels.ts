import { getLevelsRequestSchema, levelStates } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { assertOwnProfile } from '#lib/profiles';
import { getCategory } from '#data/catalog';
import { playedLevels } from '#data/progress';

/** The levels of a subcategory for a profile: played, unlocked or locked (seed §4). */
export const handler = httpHandler(getLevelsRequestSchema, async ({ body, identity }) => {
  const [, category, played] = await Promise.all([
    assertOwnProfile(identity!, body.profileId),
    getCategory(body.category),
    playedLevels(body.profileId, body.category, body.subcategory),
  ]);
  const subcategory = category?.subcategories.find((s) => s.id === body.subcategory);
  if (!subcategory) throw new HttpError(404, 'no_questions_found');
  return { message: 'levels_loaded', data: { category: category!.id, subcategory: subcategory.id, levels: levelStates(subcategory.levels, played) } };
});
