import { randomBytes } from 'node:crypto';
import { Refusal } from '@plume/shared';
import { crosswordLevels, gridSizes, type CrosswordKind, type CrosswordLevel, type CrosswordPuzzle } from '@plume/shared/crosswords';
import { generateCrossword, type CrosswordLayout } from '@plume/shared/crosswords/generate';
import { createPuzzle, getClueBank, type CrosswordPuzzleItem } from '#crosswords/data/crosswords';
import { puzzleView } from './puzzle-view.ts';

const newPuzzleId = (now: number) => `${now.toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex')}`;

/**
 * A new grid for the profile. Its level's words come first; the easier levels' words fill the gaps, so larger grids
 * fill well. The solution is stored in the profile's partition; the answer carries no letter of it.
 */
export async function startCrossword(uid: string, profileId: string, level: CrosswordLevel, random: () => number = Math.random): Promise<CrosswordPuzzle> {
  const levels = crosswordLevels.slice(0, crosswordLevels.indexOf(level) + 1);
  const banks = await Promise.all(levels.map(async (bankLevel) => (await getClueBank(bankLevel)).map((clue) => ({ ...clue, level: bankLevel }))));
  const layout = generateCrossword(banks.flat(), gridSizes[level], random, { prefer: (entry: { level: CrosswordLevel }) => entry.level === level });
  if (!layout) throw new Refusal('unavailable', 'crossword_unavailable');
  return storeNewPuzzle({ uid, profileId, kind: 'level', level }, layout);
}

/** Stores a generated grid with its solution in the profile's partition and answers its view (no answers). */
export async function storeNewPuzzle(
  owner: { uid: string; profileId: string; kind: CrosswordKind; level: CrosswordLevel },
  layout: CrosswordLayout<{ word: string; clue: string; level: CrosswordLevel }>,
): Promise<CrosswordPuzzle> {
  const now = Date.now();
  const puzzle: CrosswordPuzzleItem = {
    puzzleId: newPuzzleId(now), ...owner, size: layout.size, startedAt: new Date(now).toISOString(), revealed: [], missed: [], verified: [], coinsSpent: 0,
    words: layout.words.map(({ entry, answer, row, col, direction, number }) => ({ number, direction, row, col, answer, word: entry.word, clue: entry.clue, level: entry.level })),
  };
  const { revealed: _revealed, missed: _missed, verified: _verified, coinsSpent: _coinsSpent, ...stored } = puzzle;
  await createPuzzle(stored);
  return puzzleView(puzzle);
}
