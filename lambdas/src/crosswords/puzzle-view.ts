import { crosswordRewards, revealCosts, type CrosswordProgress, type CrosswordPuzzle } from '@plume/shared/crosswords';
import { wordCells } from '@plume/shared/crosswords/generate';
import type { CrosswordPuzzleItem, SolutionWord } from '#crosswords/data/crosswords';

/** Every cell a word of the grid covers. */
export function letterCells(puzzle: Pick<CrosswordPuzzleItem, 'size' | 'words'>): Map<number, string> {
  const letters = new Map<number, string>();
  for (const word of puzzle.words) wordCells(word, puzzle.size).forEach((cell, i) => letters.set(cell, word.answer[i]!));
  return letters;
}

export const wordId = (word: Pick<SolutionWord, 'number' | 'direction'>) => `${word.number}-${word.direction}`;
/**
 * The words found without help: no check ever found one of their cells wrong (`missed`) and none of their letters was
 * bought (a bought letter helps every word through its cell). The reward pays for these only.
 */
export function unaidedWords(puzzle: Pick<CrosswordPuzzleItem, 'size' | 'words' | 'missed' | 'revealed'>): number {
  const revealed = new Set(puzzle.revealed);
  const aided = puzzle.words.filter((word) => puzzle.missed.includes(wordId(word)) || wordCells(word, puzzle.size).some((cell) => revealed.has(cell)));
  return puzzle.words.length - aided.length;
}

/** A letter a check found right, as the grid's `verified` set holds it. */
export const verifiedLetter = (cell: number, letter: string) => `${cell}:${letter}`;

/** The grid as the player sees it: its shape, numbers and clues, and only the letters already bought. */
export function puzzleView(puzzle: CrosswordPuzzleItem): CrosswordPuzzle {
  const letters = letterCells(puzzle);
  const layout = Array.from({ length: puzzle.size * puzzle.size }, (_, cell) => (letters.has(cell) ? '.' : '#')).join('');
  const clue = (word: SolutionWord) => ({ number: word.number, direction: word.direction, row: word.row, col: word.col, length: word.answer.length, clue: word.clue });
  const byNumber = (a: SolutionWord, b: SolutionWord) => a.number - b.number;
  return {
    puzzleId: puzzle.puzzleId,
    kind: puzzle.kind ?? 'level',
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

/**
 * Where the player was: their saved letters with the bought ones laid over (bought letters cannot be changed), the
 * cells whose current letter a check found right (only letters the player was already told are right), coins spent.
 */
export function puzzleProgress(puzzle: CrosswordPuzzleItem): CrosswordProgress {
  const cellCount = puzzle.size * puzzle.size;
  const letters = letterCells(puzzle);
  const entries = [...(puzzle.progress?.entries ?? '.'.repeat(cellCount))];
  const pencil = [...(puzzle.progress?.pencil ?? '0'.repeat(cellCount))];
  for (const cell of puzzle.revealed) {
    entries[cell] = letters.get(cell)!;
    pencil[cell] = '0';
  }
  const verified = new Set(puzzle.verified);
  return {
    entries: entries.join(''),
    pencil: pencil.join(''),
    verified: entries.flatMap((letter, cell) => (verified.has(verifiedLetter(cell, letter)) && !puzzle.revealed.includes(cell) ? [cell] : [])),
    coinsSpent: puzzle.coinsSpent,
    revision: puzzle.progress?.revision ?? 0,
    ...(puzzle.solvedAt ? { solvedAt: puzzle.solvedAt } : {}),
  };
}
