import * as api from '@plume/shared/endpoints';
import { levelStates, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getCategory } from '#questions/data/catalog';
import { playedLevels } from '#quiz/data/level-progress';

/** The levels of a subcategory for a profile: played, unlocked or locked (seed §4). */
export const handler = httpHandler(api.getLevels, async ({ body, identity }) => {
  const [, category, played] = await Promise.all([
    assertOwnProfile(identity, body.profileId),
    getCategory(body.category),
    playedLevels(body.profileId, body.category, body.subcategory),
  ]);
  const subcategory = category?.subcategories.find((s) => s.id === body.subcategory);
  if (!subcategory) throw new Refusal('not_found', 'no_questions_found');
  return { message: 'levels_loaded', data: { category: category!.id, subcategory: subcategory.id, levels: levelStates(subcategory.levels, played) } };
});
