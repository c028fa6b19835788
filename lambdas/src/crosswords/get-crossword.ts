import { Refusal } from '@plume/shared';
import type { CrosswordResume } from '@plume/shared/crosswords';
import { getPuzzle } from '#crosswords/data/crosswords';
import { puzzleProgress, puzzleView } from './puzzle-view.ts';

/** A grid of the profile reopened: as at its start (no answers), with the player's progress. */
export async function getCrossword(profileId: string, puzzleId: string): Promise<CrosswordResume> {
  const puzzle = await getPuzzle(profileId, puzzleId);
  if (!puzzle) throw new Refusal('not_found', 'crossword_not_found');
  return { puzzle: puzzleView(puzzle), progress: puzzleProgress(puzzle) };
}
