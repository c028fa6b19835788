/**
 * An independent check of a crossword layout, written apart from the generator (it shares no code with it): it
 * rebuilds the grid from the placed words and lists every broken rule. Empty means valid.
 */
export interface LayoutToCheck {
  size: number;
  words: readonly { answer: string; row: number; col: number; direction: 'across' | 'down'; number: number }[];
}

export function crosswordViolations(layout: LayoutToCheck, allowedAnswers?: ReadonlySet<string>): string[] {
  const { size, words } = layout;
  const problems: string[] = [];
  const grid: (string | null)[][] = Array.from({ length: size }, () => Array<string | null>(size).fill(null));
  const coveredAcross = new Set<string>();
  const coveredDown = new Set<string>();
  const key = (r: number, c: number) => `${r},${c}`;
  const answers = new Set<string>();
  for (const word of words) {
    if (!/^[A-Z]{2,}$/.test(word.answer)) problems.push(`bad answer ${word.answer}`);
    if (answers.has(word.answer)) problems.push(`duplicate word ${word.answer}`);
    answers.add(word.answer);
    if (allowedAnswers && !allowedAnswers.has(word.answer)) problems.push(`word not in the list: ${word.answer}`);
    for (let i = 0; i < word.answer.length; i++) {
      const r = word.direction === 'down' ? word.row + i : word.row;
      const c = word.direction === 'across' ? word.col + i : word.col;
      if (r < 0 || c < 0 || r >= size || c >= size) {
        problems.push(`${word.answer} leaves the grid`);
        break;
      }
      const existing = grid[r]![c];
      if (existing !== null && existing !== word.answer[i]) problems.push(`letters disagree at ${key(r, c)}`);
      grid[r]![c] = word.answer[i]!;
      const covered = word.direction === 'across' ? coveredAcross : coveredDown;
      if (covered.has(key(r, c))) problems.push(`two ${word.direction} words share ${key(r, c)}`);
      covered.add(key(r, c));
    }
  }
  if (problems.length) return problems;
  const filled = (r: number, c: number) => r >= 0 && c >= 0 && r < size && c < size && grid[r]![c] !== null;

  // Every maximal run of two letters or more, across and down, must be exactly one placed word.
  const runs = new Set<string>();
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!filled(r, c)) continue;
      if (!filled(r, c - 1) && filled(r, c + 1)) {
        let end = c;
        while (filled(r, end + 1)) end++;
        runs.add(`across ${r} ${c} ${end - c + 1}`);
      }
      if (!filled(r - 1, c) && filled(r + 1, c)) {
        let end = r;
        while (filled(end + 1, c)) end++;
        runs.add(`down ${r} ${c} ${end - r + 1}`);
      }
      // A lone letter must still belong to a word (a run of one is nobody's).
      if (!coveredAcross.has(key(r, c)) && !coveredDown.has(key(r, c))) problems.push(`orphan letter at ${key(r, c)}`);
    }
  }
  const placed = new Set(words.map((word) => `${word.direction} ${word.row} ${word.col} ${word.answer.length}`));
  for (const run of runs) if (!placed.has(run)) problems.push(`run of letters that is no word: ${run}`);
  for (const word of placed) if (!runs.has(word)) problems.push(`word touching another end to end or side by side: ${word}`);

  // Every word crosses another.
  for (const word of words) {
    let crossed = false;
    for (let i = 0; i < word.answer.length; i++) {
      const r = word.direction === 'down' ? word.row + i : word.row;
      const c = word.direction === 'across' ? word.col + i : word.col;
      if (coveredAcross.has(key(r, c)) && coveredDown.has(key(r, c))) crossed = true;
    }
    if (!crossed && words.length > 1) problems.push(`${word.answer} crosses no word`);
  }

  // One connected component.
  const cells = [...new Set([...coveredAcross, ...coveredDown])];
  if (cells.length) {
    const seen = new Set<string>([cells[0]!]);
    const queue = [cells[0]!];
    while (queue.length) {
      const [r, c] = queue.pop()!.split(',').map(Number) as [number, number];
      for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as const) {
        if (filled(nr, nc) && !seen.has(key(nr, nc))) {
          seen.add(key(nr, nc));
          queue.push(key(nr, nc));
        }
      }
    }
    if (seen.size !== cells.length) problems.push(`${cells.length - seen.size} letters cut off from the rest`);
  }

  // Standard numbering, row by row.
  let next = 1;
  const numbers = new Map<string, number>();
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!filled(r, c)) continue;
      if ((!filled(r, c - 1) && filled(r, c + 1)) || (!filled(r - 1, c) && filled(r + 1, c))) numbers.set(key(r, c), next++);
    }
  }
  for (const word of words) {
    if (numbers.get(key(word.row, word.col)) !== word.number) problems.push(`${word.answer} numbered ${word.number}, expected ${numbers.get(key(word.row, word.col))}`);
  }
  return problems;
}
