import { fold, foldBare, lower, normalize } from '../french/text.ts';

/**
 * How a word typed on the keyboard differs from the expected spelling, from the mildest to the worst:
 * - `capital`: only upper/lower case differs (« paris » for « Paris »);
 * - `accent`: only diacritics or a ligature differ, case aside (« ete », « Eté », « coeur » for « été », « cœur »);
 * - `hyphen-apostrophe`: hyphens, apostrophes or spaces differ, and maybe accents too (« arc en ciel », « aujourdhui »);
 * - `wrong`: the letters themselves differ.
 */
export type SpellingMistakeKind = 'accent' | 'capital' | 'hyphen-apostrophe' | 'wrong';

export interface SpellingMistake {
  readonly kind: SpellingMistakeKind;
  /**
   * Indices, in the characters of the expected word (NFC), of the letters to highlight: wrong, accented otherwise,
   * or missing. An extra typed character highlights the expected character before it (the first one at the start).
   */
  readonly positions: number[];
}

export type SpellingComparison = 'correct' | SpellingMistake;

/** `foldBare` without spaces either: « arc en ciel » and « arc-en-ciel » fold alike. */
const skeleton = (word: string): string => foldBare(word).replace(/ /g, '');

/** Compares a typed word with the expected one: NFC, apostrophes and hyphens normalised as in dictation grading. */
export function compareSpelling(expected: string, typed: string): SpellingComparison {
  const want = normalize(expected);
  const got = normalize(typed);
  if (want === got) return 'correct';
  const positions = differingPositions(want, got);
  if (lower(want) === lower(got)) return { kind: 'capital', positions };
  if (fold(want) === fold(got)) return { kind: 'accent', positions };
  if (skeleton(want) === skeleton(got)) return { kind: 'hyphen-apostrophe', positions };
  return { kind: 'wrong', positions };
}

/**
 * The expected characters an edit script (Levenshtein over exact characters; a ligature typed as two letters, « oe »
 * for « œ », counts as one substitution) changes or deletes; a character typed in excess highlights the expected
 * character it was typed before (the last one at the end).
 */
function differingPositions(expected: string, typed: string): number[] {
  const a = [...expected];
  const b = [...typed];
  const spelledOut = (i: number, j: number) => i > 0 && j > 1 && fold(a[i - 1]!).length === 2 && fold(b[j - 2]! + b[j - 1]!) === fold(a[i - 1]!);
  const cost: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const substitution = cost[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      const ligature = spelledOut(i, j) ? cost[i - 1]![j - 2]! + 1 : Number.MAX_SAFE_INTEGER;
      cost[i]![j] = Math.min(substitution, ligature, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const positions = new Set<number>();
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    const here = cost[i]![j]!;
    if (i > 0 && j > 0 && a[i - 1] === b[j - 1] && here === cost[i - 1]![j - 1]) { i--; j--; continue; }
    if (spelledOut(i, j) && here === cost[i - 1]![j - 2]! + 1) { positions.add(i - 1); i--; j -= 2; continue; }
    if (j > 0 && here === cost[i]![j - 1]! + 1) { positions.add(Math.min(i, a.length - 1)); j--; continue; }
    if (i > 0 && here === cost[i - 1]![j]! + 1) { positions.add(i - 1); i--; continue; }
    positions.add(i - 1);
    i--; j--;
  }
  return [...positions].filter((p) => p >= 0).sort((x, y) => x - y);
}
