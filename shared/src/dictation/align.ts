import { editDistance, fold, foldBare, type Token } from './text.ts';

/**
 * One step of an alignment: the reference tokens and the answer tokens it pairs. One and one: a pair (same or
 * different); one and none: a missing token; none and one: an extra token; several reference words and one answer
 * word: a merge (« lors que » written « lorsque »); one and several: a split (« peut-être » written « peut être »).
 */
export interface AlignmentStep {
  readonly ref: readonly number[];
  readonly ans: readonly number[];
}

/** Leaving out or adding a word costs 1; a punctuation mark costs less, so a forgotten comma never shifts words. */
const WORD_GAP = 1;
const PUNCT_GAP = 0.5;
/** A case- or accent-only difference: cheap, so « a » and « à » always pair. */
const FOLDED_EQUAL = 0.1;
/** Two different words pair for at most 1.8, below a missing word plus an extra one (2): a substitution stays one error. */
const MAX_SUBSTITUTION = 1.8;
const PUNCT_SUBSTITUTION = 0.6;
const MERGE_BASE = 0.4;

interface Prepared { readonly token: Token; readonly folded: string; readonly bare: string }

function prepare(tokens: readonly Token[]): Prepared[] {
  return tokens.map((token) => ({ token, folded: fold(token.text), bare: foldBare(token.text) }));
}

function substitutionCost(a: Prepared, b: Prepared): number {
  if (a.token.kind !== b.token.kind) return Number.POSITIVE_INFINITY;
  if (a.token.text === b.token.text) return 0;
  if (a.token.kind === 'punct') return PUNCT_SUBSTITUTION;
  if (a.bare === b.bare) return FOLDED_EQUAL;
  const longest = Math.max(a.folded.length, b.folded.length);
  const distance = editDistance(a.folded, b.folded);
  return Math.min(MAX_SUBSTITUTION, 0.3 + (1.5 * distance) / longest);
}

/**
 * The cost of reading several words on one side as one word on the other, or Infinity when they do not join: the
 * joined letters (case, accents, hyphens and apostrophes aside) must be equal, or differ by one letter when every
 * part has at least two letters (« quelques fois » for « quelquefois »; never a dropped one-letter word).
 */
function joinCost(parts: readonly Prepared[], whole: Prepared): number {
  if (whole.token.kind !== 'word' || parts.some((p) => p.token.kind !== 'word')) return Number.POSITIVE_INFINITY;
  const joined = parts.map((p) => p.bare).join('');
  if (Math.abs(joined.length - whole.bare.length) > 1) return Number.POSITIVE_INFINITY;
  const distance = editDistance(joined, whole.bare, 1);
  if (distance === 0) return MERGE_BASE;
  if (distance === 1 && parts.length === 2 && parts.every((p) => p.bare.length >= 2) && whole.bare.length >= 5) return MERGE_BASE + 0.5;
  return Number.POSITIVE_INFINITY;
}

const gap = (p: Prepared): number => (p.token.kind === 'word' ? WORD_GAP : PUNCT_GAP);

const Op = { Pair: 1, Missing: 2, Extra: 3, Merge2: 4, Merge3: 5, Split2: 6, Split3: 7 } as const;

/**
 * Needleman–Wunsch over tokens, with merges and splits of two or three words as extra moves. O(n·m) time and one
 * (n+1)·(m+1) matrix of costs and one of moves; ties prefer a pair, then a missing token, then an extra one.
 */
export function alignTokens(reference: readonly Token[], answer: readonly Token[]): AlignmentStep[] {
  const r = prepare(reference);
  const a = prepare(answer);
  const n = r.length;
  const m = a.length;
  const width = m + 1;
  const cost = new Float64Array((n + 1) * width);
  const move = new Uint8Array((n + 1) * width);
  for (let i = 1; i <= n; i++) { cost[i * width] = cost[(i - 1) * width]! + gap(r[i - 1]!); move[i * width] = Op.Missing; }
  for (let j = 1; j <= m; j++) { cost[j] = cost[j - 1]! + gap(a[j - 1]!); move[j] = Op.Extra; }
  for (let i = 1; i <= n; i++) {
    const ri = r[i - 1]!;
    for (let j = 1; j <= m; j++) {
      const aj = a[j - 1]!;
      let best = cost[(i - 1) * width + j - 1]! + substitutionCost(ri, aj);
      let op: number = Op.Pair;
      const missing = cost[(i - 1) * width + j]! + gap(ri);
      if (missing < best) { best = missing; op = Op.Missing; }
      const extra = cost[i * width + j - 1]! + gap(aj);
      if (extra < best) { best = extra; op = Op.Extra; }
      if (ri.token.kind === 'word' && aj.token.kind === 'word') {
        if (i >= 2) {
          const c = cost[(i - 2) * width + j - 1]! + joinCost([r[i - 2]!, ri], aj);
          if (c < best) { best = c; op = Op.Merge2; }
        }
        if (i >= 3) {
          const c = cost[(i - 3) * width + j - 1]! + joinCost([r[i - 3]!, r[i - 2]!, ri], aj);
          if (c < best) { best = c; op = Op.Merge3; }
        }
        if (j >= 2) {
          const c = cost[(i - 1) * width + j - 2]! + joinCost([a[j - 2]!, aj], ri);
          if (c < best) { best = c; op = Op.Split2; }
        }
        if (j >= 3) {
          const c = cost[(i - 1) * width + j - 3]! + joinCost([a[j - 3]!, a[j - 2]!, aj], ri);
          if (c < best) { best = c; op = Op.Split3; }
        }
      }
      cost[i * width + j] = best;
      move[i * width + j] = op;
    }
  }
  const steps: AlignmentStep[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const op = move[i * width + j]!;
    const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, k) => from + k);
    let di = 1;
    let dj = 1;
    if (op === Op.Missing) dj = 0;
    else if (op === Op.Extra) di = 0;
    else if (op === Op.Merge2) di = 2;
    else if (op === Op.Merge3) di = 3;
    else if (op === Op.Split2) dj = 2;
    else if (op === Op.Split3) dj = 3;
    steps.push({ ref: range(i - di, i), ans: range(j - dj, j) });
    i -= di;
    j -= dj;
  }
  return steps.reverse();
}
