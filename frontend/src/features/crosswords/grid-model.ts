import type { CrosswordPuzzle } from './api/start-crossword';

export type Direction = 'across' | 'down';
export interface GridWord {
  number: number;
  direction: Direction;
  row: number;
  col: number;
  length: number;
  clue: string;
  /** Its cells, `row * size + col`, in reading order. */
  cells: number[];
}
export interface GridModel {
  size: number;
  /** Whether each cell is to be filled (false: a black cell). */
  open: boolean[];
  /** The number shown in a cell that starts a word. */
  numbers: Map<number, number>;
  /** Across words, then down words, each by number: the order Tab follows. */
  words: GridWord[];
}

export function buildModel(puzzle: Pick<CrosswordPuzzle, 'size' | 'layout' | 'clues'>): GridModel {
  const { size } = puzzle;
  const toWord = (clue: CrosswordPuzzle['clues']['across'][number]): GridWord => ({
    ...clue,
    cells: Array.from({ length: clue.length }, (_, i) => (clue.direction === 'across' ? clue.row * size + clue.col + i : (clue.row + i) * size + clue.col)),
  });
  const words = [...puzzle.clues.across.map(toWord), ...puzzle.clues.down.map(toWord)];
  const numbers = new Map<number, number>();
  for (const word of words) numbers.set(word.cells[0]!, word.number);
  return { size, open: [...puzzle.layout].map((cell) => cell === '.'), numbers, words };
}

/** The word through a cell in a direction, if any. */
export function wordAt(model: GridModel, cell: number, direction: Direction): GridWord | undefined {
  return model.words.find((word) => word.direction === direction && word.cells.includes(cell));
}

/** The direction to use at a cell: the wanted one when a word runs that way there, else the other. */
export function directionAt(model: GridModel, cell: number, wanted: Direction): Direction {
  if (wordAt(model, cell, wanted)) return wanted;
  return wanted === 'across' ? 'down' : 'across';
}

/** The next open cell from `cell` stepping by (dRow, dCol), jumping over black cells; the same cell at the edge. */
export function step(model: GridModel, cell: number, dRow: number, dCol: number): number {
  const { size } = model;
  let row = Math.floor(cell / size) + dRow;
  let col = (cell % size) + dCol;
  while (row >= 0 && col >= 0 && row < size && col < size) {
    if (model.open[row * size + col]) return row * size + col;
    row += dRow;
    col += dCol;
  }
  return cell;
}

/** The word before or after this one in Tab order, or undefined past either end. */
export function siblingWord(model: GridModel, word: GridWord, delta: 1 | -1): GridWord | undefined {
  return model.words[model.words.indexOf(word) + delta];
}

/** The first open cell of the grid: where the cursor starts. */
export const firstCell = (model: GridModel) => model.words[0]?.cells[0] ?? 0;

/** A typed key as a grid letter: « é » is E, « ç » is C; undefined for anything that is not a letter. */
export function letterOf(key: string): string | undefined {
  if (key.length !== 1) return undefined;
  const plain = key.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  return /^[A-Z]$/.test(plain) ? plain : undefined;
}
