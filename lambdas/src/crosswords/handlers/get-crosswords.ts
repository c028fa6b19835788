import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listPuzzles } from '#crosswords/data/crosswords';

/** The profile's recent grids (without solutions) and how many it solved. */
export const handler = httpHandler(api.getCrosswords, async ({ body, identity }) => {
  const [, puzzles] = await Promise.all([assertOwnProfile(identity, body.profileId), listPuzzles(body.profileId)]);
  return { message: 'crosswords_loaded', data: { puzzles: puzzles.slice(0, 20), solved: puzzles.filter((puzzle) => puzzle.solvedAt).length } };
});
