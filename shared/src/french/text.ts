/**
 * Text plumbing for dictation grading: normalisation, tokens with offsets into the text as given, folding and a
 * letter-level edit distance. Pure and allocation-light: grading a brevet passage runs it a few hundred times.
 */

/** Apostrophes a keyboard or a word processor may produce, all read as the typewriter apostrophe. */
const APOSTROPHES = /[’ʼ‘′`´]/g;
/** Hyphens other than the ASCII one (non-breaking, Unicode hyphen). */
const HYPHENS = /[‐‑]/g;
/** Every kind of space: ASCII, tabs, newlines, NBSP, narrow NBSP, thin and other Unicode spaces. */
const SPACES = /[\s\u00a0\u202f\u2007\u2009\u200a\u2000-\u2006\u2008\u205f\u3000]+/g;

/**
 * The comparable form of a text: NFC, one apostrophe, one hyphen, one space between words, French spacing before
 * `; : ! ? »` and after `«` dropped (so « Bonjour ! » and « Bonjour! » are equal), `...` as `…`, trimmed.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .replace(HYPHENS, '-')
    .replace(/\.\.\./g, '…')
    .replace(/<</g, '«').replace(/>>/g, '»')
    .replace(SPACES, ' ')
    .replace(/ ([;:!?»])/g, '$1')
    .replace(/« /g, '«')
    .trim();
}

export type TokenKind = 'word' | 'punct';
export interface Token {
  /** Normalised text of the token (NFC, one apostrophe, one hyphen, quotes as « »). */
  readonly text: string;
  readonly kind: TokenKind;
  /** Offsets of the token in the text as given (before normalisation). */
  readonly start: number;
  readonly end: number;
}

const isWordChar = (c: string): boolean => /[\p{L}\p{M}\p{N}]/u.test(c);
const isApostrophe = (c: string): boolean => c === "'" || /[’ʼ‘′`´]/.test(c);
const isHyphen = (c: string): boolean => c === '-' || c === '‐' || c === '‑';
const isSpace = (c: string): boolean => /[\s\u00a0\u202f\u2000-\u200a\u205f\u3000]/.test(c);

function normalizeWord(raw: string): string {
  return raw.normalize('NFC').replace(APOSTROPHES, "'").replace(HYPHENS, '-').replace(/'\s+/g, "'");
}

/**
 * Words and punctuation marks, with offsets into `text` as given. A word keeps its inner apostrophes and hyphens
 * (« aujourd'hui », « peut-être », « l'arbre » are one token each); an apostrophe followed by spaces still joins
 * (« l' arbre » reads as « l'arbre »). Quotes `"“”` become « and » (alternating for `"`), `...` becomes `…`, a dash
 * standing alone (- – —) becomes —.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let openQuote = true;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (isSpace(c)) { i++; continue; }
    if (isWordChar(c)) {
      const start = i;
      let j = i + 1;
      for (;;) {
        if (j < text.length && isWordChar(text[j]!)) { j++; continue; }
        // An inner hyphen or apostrophe joins when a letter follows it.
        if (j + 1 < text.length && (isHyphen(text[j]!) || isApostrophe(text[j]!)) && isWordChar(text[j + 1]!)) { j += 2; continue; }
        if (j < text.length && isApostrophe(text[j]!)) {
          // Elision: « l' », « jusqu' »; keep following spaces inside when a word follows (« l' arbre »).
          let k = j + 1;
          while (k < text.length && isSpace(text[k]!) && text[k] !== '\n') k++;
          if (k > j + 1 && k < text.length && isWordChar(text[k]!)) { j = k; continue; }
          j++;
        }
        break;
      }
      tokens.push({ text: normalizeWord(text.slice(start, j)), kind: 'word', start, end: j });
      i = j;
      continue;
    }
    if (c === '.' && text.startsWith('...', i)) { tokens.push({ text: '…', kind: 'punct', start: i, end: i + 3 }); i += 3; continue; }
    if ((c === '<' && text[i + 1] === '<') || (c === '>' && text[i + 1] === '>')) {
      tokens.push({ text: c === '<' ? '«' : '»', kind: 'punct', start: i, end: i + 2 }); i += 2; continue;
    }
    let mark = c;
    if (c === '“') mark = '«';
    else if (c === '”') mark = '»';
    else if (c === '"') { mark = openQuote ? '«' : '»'; openQuote = !openQuote; }
    // A dash standing alone is the dialogue dash, however the keyboard typed it (- – —).
    else if (isHyphen(c) || c === '–' || c === '—') mark = '—';
    const code = c.codePointAt(0)!;
    const width = code > 0xffff ? 2 : 1;
    tokens.push({ text: mark, kind: 'punct', start: i, end: i + width });
    i += width;
  }
  return tokens;
}

/** Lower case, no diacritics, ligatures spelt out: « Fenêtre » → « fenetre », « cœur » → « coeur ». */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** `fold` without hyphens and apostrophes: « Aujourd'hui » → « aujourdhui ». */
export function foldBare(word: string): string {
  return fold(word).replace(/['-]/g, '');
}

/** Lower case without diacritics removed: the key of inflection tables and homophone lists. */
export function lower(word: string): string {
  return word.normalize('NFC').toLowerCase();
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Levenshtein distance with an early exit: returns `limit + 1` as soon as the distance is known to exceed `limit`. */
export function editDistance(a: string, b: string, limit = Number.MAX_SAFE_INTEGER): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  if (rowA.length <= b.length) { rowA = new Int32Array(b.length + 1); rowB = new Int32Array(b.length + 1); }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const deletion = previous[j]! + 1;
      const insertion = current[j - 1]! + 1;
      const value = substitution < deletion ? (substitution < insertion ? substitution : insertion) : (deletion < insertion ? deletion : insertion);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const swap = previous; previous = current; current = swap;
  }
  return previous[b.length]!;
}

/** Marks that end a sentence. */
export const SENTENCE_END = new Set(['.', '!', '?', '…']);
/** Marks that may sit between a sentence end and the first word of the next sentence. */
export const OPENING_MARKS = new Set(['«', '»', '(', ')', '—', '-', '"']);

/** Whether the word token at `index` begins a sentence (first word, or after . ! ? … possibly through quotes or a dash). */
export function startsSentence(tokens: readonly Token[], index: number): boolean {
  for (let k = index - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.kind === 'word') return false;
    if (SENTENCE_END.has(t.text)) return true;
    if (t.text === ':' ) return tokens[k + 1]?.text === '«' || tokens[k + 1]?.text === '—';
    if (!OPENING_MARKS.has(t.text)) return false;
  }
  return true;
}
