import { isElisionOf } from './elision.ts';
import { editDistance, fold, foldBare, type Token } from '../french/text.ts';

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
/** Beyond this share of letters to edit, two words are unrelated (cost: the cap). */
const UNRELATED = 0.5;
const MERGE_BASE = 0.4;

/**
 * A token with its folded forms, the set of its letters as bits (a cheap lower bound of the edit distance) and `id`,
 * the same for equal texts on one side (a key of the substitution cache).
 */
interface Prepared { readonly token: Token; readonly folded: string; readonly bare: string; readonly letters: number; readonly id: number }

function letterBits(word: string): number {
  let bits = 0;
  for (let k = 0; k < word.length; k++) bits |= 1 << (word.charCodeAt(k) % 31);
  return bits;
}

function popcount(bits: number): number {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Shared between both sides: equal texts get one id, equal bare forms one bare id. */
interface Interner { readonly texts: Map<string, number>; readonly bares: Map<string, number>; readonly folded: Map<string, Prepared> }

function prepare(tokens: readonly Token[], interner: Interner): { prepared: Prepared[]; distinct: number; textIds: Int32Array; bareIds: Int32Array } {
  const ids = new Map<string, number>();
  const textIds = new Int32Array(tokens.length);
  const bareIds = new Int32Array(tokens.length);
  const prepared = tokens.map((token, k) => {
    let id = ids.get(token.text);
    if (id === undefined) { id = ids.size; ids.set(token.text, id); }
    let textId = interner.texts.get(token.text);
    if (textId === undefined) { textId = interner.texts.size; interner.texts.set(token.text, textId); }
    textIds[k] = token.kind === 'word' ? textId + 1 : -(textId + 1);
    const known = interner.folded.get(token.text);
    const folded = known?.folded ?? fold(token.text);
    const bare = known?.bare ?? foldBare(token.text);
    let bareId = interner.bares.get(bare);
    if (bareId === undefined) { bareId = interner.bares.size; interner.bares.set(bare, bareId); }
    bareIds[k] = bareId;
    const p: Prepared = { token, folded, bare, letters: known?.letters ?? letterBits(folded), id };
    if (!known) interner.folded.set(token.text, p);
    return p;
  });
  return { prepared, distinct: ids.size, textIds, bareIds };
}

function substitutionCost(a: Prepared, b: Prepared): number {
  if (a.token.kind !== b.token.kind) return Number.POSITIVE_INFINITY;
  if (a.token.text === b.token.text) return 0;
  if (a.token.kind === 'punct') return PUNCT_SUBSTITUTION;
  if (a.bare === b.bare) return FOLDED_EQUAL;
  const longest = a.folded.length > b.folded.length ? a.folded.length : b.folded.length;
  // Words more than half different are unrelated: they pair at the cap. Two lower bounds of the distance (the
  // difference in length; letters one word has and the other lacks) settle most pairs without computing it.
  const limit = Math.floor(longest * UNRELATED);
  if (Math.abs(a.folded.length - b.folded.length) > limit) return MAX_SUBSTITUTION;
  if (Math.max(popcount(a.letters & ~b.letters), popcount(b.letters & ~a.letters)) > limit) return MAX_SUBSTITUTION;
  const distance = editDistance(a.folded, b.folded, limit);
  return distance > limit ? MAX_SUBSTITUTION : 0.3 + (1.5 * distance) / longest;
}

/** Half-width of the diagonal band, in tokens, beyond the difference in length, where letter distances are computed. */
const BAND = 16;

/**
 * The cost of reading several words on one side as one word on the other, or Infinity when they do not join: the
 * joined letters (case, accents, hyphens and apostrophes aside) must be equal, or differ by one letter when every
 * part has at least two letters (« quelques fois » for « quelquefois »; never a dropped one-letter word), or the one
 * word must be the two with an elision (« si il » for « s'il »: one elision error, not a wrong word and an extra one).
 */
function joinCost(first: Prepared, second: Prepared, third: Prepared | undefined, whole: Prepared): number {
  if (whole.token.kind !== 'word' || first.token.kind !== 'word' || second.token.kind !== 'word' || (third && third.token.kind !== 'word')) return Number.POSITIVE_INFINITY;
  const length = first.bare.length + second.bare.length + (third ? third.bare.length : 0);
  if (Math.abs(length - whole.bare.length) > 1) return Number.POSITIVE_INFINITY;
  // Cheap rejections before building the joined string: the first and last letters must agree.
  if (first.bare.charCodeAt(0) !== whole.bare.charCodeAt(0)) return Number.POSITIVE_INFINITY;
  if (!third && whole.bare.length < whole.folded.length && isElisionOf(whole.token.text, first.token.text, second.token.text)) return MERGE_BASE;
  const joined = first.bare + second.bare + (third ? third.bare : '');
  const distance = editDistance(joined, whole.bare, 1);
  if (distance === 0) return MERGE_BASE;
  if (distance === 1 && !third && first.bare.length >= 2 && second.bare.length >= 2 && whole.bare.length >= 5) return MERGE_BASE + 0.5;
  return Number.POSITIVE_INFINITY;
}

const gap = (p: Prepared): number => (p.token.kind === 'word' ? WORD_GAP : PUNCT_GAP);

const Op = { Pair: 1, Missing: 2, Extra: 3, Merge2: 4, Merge3: 5, Split2: 6, Split3: 7 } as const;

/**
 * Needleman–Wunsch over tokens, with merges and splits of two or three words as extra moves. O(n·m) time and one
 * (n+1)·(m+1) matrix of costs and one of moves, plus a cache of substitution costs per pair of distinct texts; ties prefer a pair, then a missing token, then an extra one.
 */
export function alignTokens(reference: readonly Token[], answer: readonly Token[]): AlignmentStep[] {
  const interner: Interner = { texts: new Map(), bares: new Map(), folded: new Map() };
  const { prepared: r, distinct: refDistinct, textIds: refText, bareIds: refBare } = prepare(reference, interner);
  const { prepared: a, distinct: ansDistinct, textIds: ansText, bareIds: ansBare } = prepare(answer, interner);
  // Substitution costs per pair of distinct texts: a passage repeats its words, so most cells reuse a computed cost.
  const substitutions = new Float64Array(refDistinct * ansDistinct).fill(-1);
  const substitution = (x: Prepared, y: Prepared): number => {
    const key = x.id * ansDistinct + y.id;
    let value = substitutions[key]!;
    if (value < 0) { value = substitutionCost(x, y); substitutions[key] = value; }
    return value;
  };
  const n = r.length;
  const m = a.length;
  const width = m + 1;
  const cost = new Float64Array((n + 1) * width);
  const move = new Uint8Array((n + 1) * width);
  for (let i = 1; i <= n; i++) { cost[i * width] = cost[(i - 1) * width]! + gap(r[i - 1]!); move[i * width] = Op.Missing; }
  for (let j = 1; j <= m; j++) { cost[j] = cost[j - 1]! + gap(a[j - 1]!); move[j] = Op.Extra; }
  // Plain arrays for the inner loop: letters of each word (0 for punctuation) and the gap cost of each token.
  const refLength = Int32Array.from(r, (p) => (p.token.kind === 'word' ? p.bare.length : 0));
  const ansLength = Int32Array.from(a, (p) => (p.token.kind === 'word' ? p.bare.length : 0));
  const refGap = Float64Array.from(r, gap);
  const ansGap = Float64Array.from(a, gap);
  const close = (parts: number, whole: number): boolean => parts - whole <= 1 && whole - parts <= 1;
  // A join must start with the same letter: checked on integers before any string is touched.
  const refFirst = Int32Array.from(r, (p) => p.bare.charCodeAt(0));
  const ansFirst = Int32Array.from(a, (p) => p.bare.charCodeAt(0));
  const slope = n > 0 ? m / n : 0;
  const band = BAND + Math.abs(n - m);
  for (let i = 1; i <= n; i++) {
    const ri = r[i - 1]!;
    const li = refLength[i - 1]!;
    for (let j = 1; j <= m; j++) {
      const aj = a[j - 1]!;
      // Far from the diagonal only equal words (and case/accent variants) pair cheaply: the letter distance is
      // computed near it, where a misspelt word can be (a skipped passage still aligns through its equal words).
      // Integer ids settle most cells: equal texts (positive for words, negative for marks), equal bare forms.
      const ti = refText[i - 1]!;
      const tj = ansText[j - 1]!;
      let pair: number;
      if (ti === tj) pair = 0;
      else if ((ti > 0) !== (tj > 0)) pair = Number.POSITIVE_INFINITY;
      else if (ti < 0) pair = PUNCT_SUBSTITUTION;
      else if (refBare[i - 1] === ansBare[j - 1]) pair = FOLDED_EQUAL;
      else pair = j - i * slope <= band && i * slope - j <= band ? substitution(ri, aj) : MAX_SUBSTITUTION;
      let best = cost[(i - 1) * width + j - 1]! + pair;
      let op: number = Op.Pair;
      const missing = cost[(i - 1) * width + j]! + refGap[i - 1]!;
      if (missing < best) { best = missing; op = Op.Missing; }
      const extra = cost[i * width + j - 1]! + ansGap[j - 1]!;
      if (extra < best) { best = extra; op = Op.Extra; }
      const lj = ansLength[j - 1]!;
      if (li > 0 && lj > 0) {
        // Merges and splits only when the letter counts can match (one letter apart at most): most cells skip them.
        if (i >= 2 && refFirst[i - 2] === ansFirst[j - 1] && close(refLength[i - 2]! + li, lj)) {
          const c = cost[(i - 2) * width + j - 1]! + joinCost(r[i - 2]!, ri, undefined, aj);
          if (c < best) { best = c; op = Op.Merge2; }
        }
        if (i >= 3 && refFirst[i - 3] === ansFirst[j - 1] && close(refLength[i - 3]! + refLength[i - 2]! + li, lj)) {
          const c = cost[(i - 3) * width + j - 1]! + joinCost(r[i - 3]!, r[i - 2]!, ri, aj);
          if (c < best) { best = c; op = Op.Merge3; }
        }
        if (j >= 2 && ansFirst[j - 2] === refFirst[i - 1] && close(ansLength[j - 2]! + lj, li)) {
          const c = cost[(i - 1) * width + j - 2]! + joinCost(a[j - 2]!, aj, undefined, ri);
          if (c < best) { best = c; op = Op.Split2; }
        }
        if (j >= 3 && ansFirst[j - 3] === refFirst[i - 1] && close(ansLength[j - 3]! + ansLength[j - 2]! + lj, li)) {
          const c = cost[(i - 1) * width + j - 3]! + joinCost(a[j - 3]!, a[j - 2]!, aj, ri);
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
