import { Refusal } from '@plume/shared';
import type { CrosswordSaved, SaveCrosswordRequest } from '@plume/shared/crosswords';
import { getPuzzle, saveProgress } from '#crosswords/data/crosswords';
import { letterCells } from './puzzle-view.ts';

/**
 * Saves the player's letters (sent a moment after their edits). The write is conditional on `revision` being newer
 * than the stored one: ten copies of a save store it once, and a late save never undoes a newer one; either way the
 * answer is the stored revision. Letters are accepted only in the grid's letter cells.
 */
export async function saveCrossword(request: SaveCrosswordRequest): Promise<CrosswordSaved> {
  const puzzle = await getPuzzle(request.profileId, request.puzzleId);
  if (!puzzle) throw new Refusal('not_found', 'crossword_not_found');
  const cellCount = puzzle.size * puzzle.size;
  if (request.entries.length !== cellCount) throw new Refusal('invalid', 'crossword_entries_size');
  if (request.pencil.length !== cellCount) throw new Refusal('invalid', 'crossword_pencil_size');
  const letters = letterCells(puzzle);
  if ([...request.entries].some((entry, cell) => entry !== '.' && !letters.has(cell))) throw new Refusal('invalid', 'crossword_cell_unknown');
  const progress = { entries: request.entries, pencil: request.pencil, revision: request.revision };
  if (await saveProgress(puzzle.profileId, puzzle.puzzleId, progress)) return { revision: request.revision, saved: true };
  // Not newer (a repeat or a late save), or the grid expired meanwhile.
  const stored = await getPuzzle(request.profileId, request.puzzleId);
  if (!stored) throw new Refusal('not_found', 'crossword_not_found');
  return { revision: stored.progress?.revision ?? 0, saved: false };
}
