import { crosswordRewards, revealCosts, type CrosswordPuzzle } from '@plume/shared/crosswords';
import { wordCells } from '@plume/shared/crosswords/generate';
import type { CrosswordPuzzleItem, SolutionWord } from '#data/crosswords';

/** Every cell a word of the grid covers. */
export function letterCells(puzzle: Pick<CrosswordPuzzleItem, 'size' | 'words'>): Map<number, string> {
  const letters = new Map<number, string>();
  for (const word of puzzle.words) wordCells(word, puzzle.size).forEach((cell, i) => letters.set(cell, word.answer[i]!));
  return letters;
}

export const wordId = (word: Pick<SolutionWord, 'number' | 'direction'>) => `${word.number}-${word.direction}`;

/** The grid as the player sees it: its shape, numbers and clues, and only the letters already bought. */
export function puzzleView(puzzle: CrosswordPuzzleItem): CrosswordPuzzle {
  const letters = letterCells(puzzle);
  const layout = Array.from({ length: puzzle.size * puzzle.size }, (_, cell) => (letters.has(cell) ? '.' : '#')).join('');
  const clue = (word: SolutionWord) => ({ number: word.number, direction: word.direction, row: word.row, col: word.col, length: word.answer.length, clue: word.clue });
  const byNumber = (a: SolutionWord, b: SolutionWord) => a.number - b.number;
  return {
    puzzleId: puzzle.puzzleId,
    level: puzzle.level,
    size: puzzle.size,
    layout,
    clues: {
      across: puzzle.words.filter((word) => word.direction === 'across').sort(byNumber).map(clue),
      down: puzzle.words.filter((word) => word.direction === 'down').sort(byNumber).map(clue),
    },
    revealed: [...puzzle.revealed].sort((a, b) => a - b).map((cell) => ({ cell, letter: letters.get(cell)! })),
    costs: { ...revealCosts },
    reward: crosswordRewards[puzzle.level],
    startedAt: puzzle.startedAt,
  };
}
