/**
 * Our crossword generator (free-form, « mots croisés » with black squares wherever no word runs). Pure: the words,
 * the size and a `random` source in, a layout out. Each attempt places a long word across the middle, then passes
 * over the shuffled list placing every word that can cross the grid so far, at its best-crossing position, under the
 * standard rules; many attempts run and the fullest grid wins. Invariants (checked independently by
 * `crosswordViolations`): every word crosses another, one connected component, letters agree at crossings, nothing
 * touches side by side except at crossings, cells before and after a word are empty or the border, each maximal run of
 * letters is a word of the list, used once.
 */
export type Direction = 'across' | 'down';
export const directions: readonly Direction[] = ['across', 'down'];

export interface Placement<T> {
  entry: T;
  answer: string;
  row: number;
  col: number;
  direction: Direction;
  /** The standard number of the word's first cell. */
  number: number;
}
export interface CrosswordLayout<T> { size: number; words: Placement<T>[] }

export interface GenerateOptions {
  /** Attempts made before keeping the best one (more attempts, fuller grids, slower). */
  attempts?: number;
  /** An attempt reaching this many words ends the search early. */
  target?: number;
  /** Entries to favour (the grid's own level when lower-level words fill the gaps): tried earlier in each attempt. */
  prefer?: (entry: never) => boolean;
  /** Entries an attempt considers, drawn at random from the list (bounds the time of one attempt). */
  sample?: number;
}

/** At most this many two-letter words in a grid of this size. */
export const maxTwoLetterWords = (size: number) => Math.floor(size / 4);

/** Words a grid of this size aims for: the search stops early once an attempt reaches it. */
export const targetWords = (size: number) => Math.round(size * 1.6);

interface Grid {
  size: number;
  letters: (string | null)[];
  across: Uint8Array;
  down: Uint8Array;
}

/** How many existing letters a word would cross there, or -1 when it may not go there. */
function crossings(grid: Grid, word: string, row: number, col: number, direction: Direction): number {
  const { size, letters } = grid;
  const dr = direction === 'down' ? 1 : 0;
  const dc = 1 - dr;
  const length = word.length;
  if (row < 0 || col < 0 || row + dr * (length - 1) >= size || col + dc * (length - 1) >= size) return -1;
  const at = (r: number, c: number) => (r < 0 || c < 0 || r >= size || c >= size ? null : letters[r * size + c]);
  if (at(row - dr, col - dc) !== null || at(row + dr * length, col + dc * length) !== null) return -1;
  const same = direction === 'across' ? grid.across : grid.down;
  let crossed = 0;
  for (let i = 0; i < length; i++) {
    const r = row + dr * i;
    const c = col + dc * i;
    const cell = letters[r * size + c];
    if (cell !== null) {
      if (cell !== word[i] || same[r * size + c]) return -1;
      crossed++;
    } else if (at(r - dc, c - dr) !== null || at(r + dc, c + dr) !== null) {
      return -1;
    }
  }
  return crossed;
}

function place(grid: Grid, word: string, row: number, col: number, direction: Direction): void {
  const dr = direction === 'down' ? 1 : 0;
  const dc = 1 - dr;
  const same = direction === 'across' ? grid.across : grid.down;
  for (let i = 0; i < word.length; i++) {
    const index = (row + dr * i) * grid.size + col + dc * i;
    grid.letters[index] = word[i]!;
    same[index] = 1;
  }
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface Spot { row: number; col: number; direction: Direction }

interface PoolItem<T> { entry: T; answer: string; preferred: boolean }

function attempt<T>(pool: readonly PoolItem<T>[], size: number, random: () => number, sample: number): { placed: (Spot & { entry: T; answer: string })[]; letters: number } {
  const grid: Grid = { size, letters: Array<string | null>(size * size).fill(null), across: new Uint8Array(size * size), down: new Uint8Array(size * size) };
  // Where each letter already stands, so a word is tried only against the cells it could cross.
  const cellsOf = new Map<string, number[]>();
  const put = (word: string, spot: Spot) => {
    place(grid, word, spot.row, spot.col, spot.direction);
    for (let i = 0; i < word.length; i++) {
      const index = spot.direction === 'across' ? spot.row * size + spot.col + i : (spot.row + i) * size + spot.col;
      const list = cellsOf.get(word[i]!) ?? [];
      if (!list.includes(index)) list.push(index);
      cellsOf.set(word[i]!, list);
    }
  };
  // Longer and preferred words first, loosely: they structure the grid; short ones fill the gaps.
  const order = shuffled(pool, random)
    .slice(0, sample)
    .map((item) => ({ item, key: item.answer.length + random() * 4 + (item.preferred ? 8 : 0) }))
    .sort((a, b) => b.key - a.key)
    .map(({ item }) => item);
  const placed: (Spot & { entry: T; answer: string })[] = [];
  const used = new Set<string>();
  // Two-letter words fit anywhere: a few help, many make a poor grid.
  let twoLetterLeft = maxTwoLetterWords(size);
  const first = order.find((item) => item.answer.length >= Math.min(5, size)) ?? order[0];
  if (!first) return { placed, letters: 0 };
  const row = Math.floor(size / 2) + Math.floor(random() * 3) - 1;
  const col = Math.floor(random() * (size - first.answer.length + 1));
  const direction: Direction = random() < 0.5 ? 'across' : 'down';
  const [r0, c0] = direction === 'across' ? [row, col] : [col, row];
  put(first.answer, { row: r0, col: c0, direction });
  placed.push({ entry: first.entry, answer: first.answer, row: r0, col: c0, direction });
  used.add(first.answer);
  for (let pass = 0; pass < 2; pass++) {
    for (const item of order) {
      if (used.has(item.answer) || (item.answer.length === 2 && twoLetterLeft === 0)) continue;
      const word = item.answer;
      let best: Spot | undefined;
      let bestScore = -1;
      for (let i = 0; i < word.length; i++) {
        for (const index of cellsOf.get(word[i]!) ?? []) {
          const r = Math.floor(index / size);
          const c = index % size;
          for (const dir of directions) {
            if ((dir === 'across' ? grid.across : grid.down)[index]) continue;
            const spot: Spot = dir === 'across' ? { row: r, col: c - i, direction: dir } : { row: r - i, col: c, direction: dir };
            const crossed = crossings(grid, word, spot.row, spot.col, dir);
            if (crossed <= 0) continue;
            const score = crossed + random();
            if (score > bestScore) {
              bestScore = score;
              best = spot;
            }
          }
        }
      }
      if (!best) continue;
      put(word, best);
      if (word.length === 2) twoLetterLeft--;
      placed.push({ entry: item.entry, answer: word, ...best });
      used.add(word);
    }
  }
  return { placed, letters: grid.letters.filter((letter) => letter !== null).length };
}

/** Standard numbering: row by row, a cell gets the next number when a word across or down starts in it. */
export function numberCells(size: number, filled: (row: number, col: number) => boolean): Map<number, number> {
  const numbers = new Map<number, number>();
  let next = 1;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!filled(r, c)) continue;
      const startsAcross = (c === 0 || !filled(r, c - 1)) && c + 1 < size && filled(r, c + 1);
      const startsDown = (r === 0 || !filled(r - 1, c)) && r + 1 < size && filled(r + 1, c);
      if (startsAcross || startsDown) numbers.set(r * size + c, next++);
    }
  }
  return numbers;
}

/**
 * A grid of `size`×`size` from `entries` (each with its grid form `answer`, A–Z), or undefined when the list cannot
 * make even two crossing words. Entries longer than the grid, and repeated answers, are skipped.
 */
export function generateCrossword<T extends { answer: string }>(entries: readonly T[], size: number, random: () => number, options: GenerateOptions = {}): CrosswordLayout<T> | undefined {
  const seen = new Set<string>();
  const pool = entries.filter((entry) => {
    if (entry.answer.length < 2 || entry.answer.length > size || !/^[A-Z]+$/.test(entry.answer) || seen.has(entry.answer)) return false;
    seen.add(entry.answer);
    return true;
  }).map((entry) => ({ entry, answer: entry.answer, preferred: options.prefer?.(entry as never) ?? false }));
  const attempts = options.attempts ?? 24;
  const sample = options.sample ?? 160;
  const target = options.target ?? targetWords(size);
  let best: ReturnType<typeof attempt<T>> | undefined;
  for (let i = 0; i < attempts; i++) {
    const result = attempt(pool, size, random, sample);
    if (!best || result.placed.length > best.placed.length || (result.placed.length === best.placed.length && result.letters > best.letters)) best = result;
    if (best.placed.length >= target) break;
  }
  if (!best || best.placed.length < 2) return undefined;
  const filled = new Set<number>();
  for (const word of best.placed) {
    for (let i = 0; i < word.answer.length; i++) filled.add(word.direction === 'across' ? word.row * size + word.col + i : (word.row + i) * size + word.col);
  }
  const numbers = numberCells(size, (r, c) => filled.has(r * size + c));
  const words = best.placed
    .map((word) => ({ ...word, number: numbers.get(word.row * size + word.col)! }))
    .sort((a, b) => (a.direction === b.direction ? a.number - b.number : a.direction === 'across' ? -1 : 1));
  return { size, words };
}

/** The cells a placed word covers, as indexes `row * size + col`. */
export function wordCells(word: { row: number; col: number; direction: Direction; answer: string } | { row: number; col: number; direction: Direction; length: number }, size: number): number[] {
  const length = 'answer' in word ? word.answer.length : word.length;
  return Array.from({ length }, (_, i) => (word.direction === 'across' ? word.row * size + word.col + i : (word.row + i) * size + word.col));
}
