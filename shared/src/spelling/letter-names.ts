/**
 * Voice spelling: what a French learner says letter by letter, as a speech recognizer (Chrome `fr-FR`) writes it
 * down, turned back into a word. « bé a té o » → « bato », « e accent aigu » → « é », « c cédille » → « ç »,
 * « double vé » → « w », « deux elle » → « ll », « majuscule pé » → « P », « tiret » → « - », « e dans l'o » → « œ ».
 * Pure: no lexicon, no I/O.
 *
 * The recognizer's casing says nothing (it writes « B A T O » for « bé a té o »): only « majuscule » / « capitale »
 * said before a letter (or after the last one) makes a capital.
 */

export interface SpelledWord {
  /** The letters understood, in order. */
  readonly word: string;
  /** What could not be read as a letter, a mark or a modifier, and modifiers that do not fit their letter. */
  readonly unknown: string[];
}

type Mark = 'aigu' | 'grave' | 'circonflexe' | 'trema' | 'cedille';

/** The accepted names of each letter, as a recognizer may write them (compared lower-case, without accents). */
const LETTER_NAMES: Readonly<Record<string, readonly string[]>> = {
  a: ['a', 'ah', 'ha'],
  b: ['b', 'be'],
  c: ['c', 'ce', 'ces', 'ses', "c'est", "s'est", 'sait', 'sais'],
  d: ['d', 'de', 'des'],
  e: ['e', 'eu', 'euh', 'heu'],
  f: ['f', 'effe', 'ef', 'eff'],
  g: ['g', 'ge', "j'ai", 'geai'],
  h: ['h', 'ache', 'hache', 'ach'],
  i: ['i', 'hi'],
  j: ['j', 'ji', 'gi', "j'y"],
  k: ['k', 'ka', 'ca', 'cas'],
  l: ['l', 'elle', 'el', 'aile'],
  m: ['m', 'emme', 'em', 'aime', 'hem'],
  n: ['n', 'enne', 'en', 'haine'],
  o: ['o', 'oh', 'ho', 'eau', 'au'],
  p: ['p', 'pe', 'pet'],
  q: ['q', 'ku', 'qu', 'cu'],
  r: ['r', 'erre', 'er', 'air', 'aire'],
  s: ['s', 'esse', 'es', 'ess'],
  t: ['t', 'te', 'the', 'tes'],
  u: ['u', 'hu', 'hue'],
  v: ['v', 've'],
  w: ['w', 'doublev', 'doubleve'],
  x: ['x', 'ixe', 'ix', 'iks', 'ics'],
  y: ['y', 'igrec'],
  z: ['z', 'zede', 'zed'],
};

/** The canonical name of each letter, for « On a entendu : … ». */
const CANONICAL: Readonly<Record<string, string>> = {
  a: 'a', b: 'bé', c: 'cé', d: 'dé', e: 'e', f: 'effe', g: 'gé', h: 'ache', i: 'i', j: 'ji', k: 'ka', l: 'elle',
  m: 'emme', n: 'enne', o: 'o', p: 'pé', q: 'ku', r: 'erre', s: 'esse', t: 'té', u: 'u', v: 'vé', w: 'double vé',
  x: 'ixe', y: 'i grec', z: 'zède',
};

const MARK_NAMES: Readonly<Record<string, Mark>> = { aigu: 'aigu', grave: 'grave', circonflexe: 'circonflexe', trema: 'trema', cedille: 'cedille' };
const COMBINING: Readonly<Record<Mark, string>> = { aigu: '\u0301', grave: '\u0300', circonflexe: '\u0302', trema: '\u0308', cedille: '\u0327' };
/** The letters each mark may sit on in French spelling (ÿ for L'Haÿ-les-Roses, ü for the 1990 aigüe). */
const MARK_BASES: Readonly<Record<Mark, string>> = { aigu: 'e', grave: 'aeu', circonflexe: 'aeiou', trema: 'eiuy', cedille: 'c' };
const SPOKEN_MARK: Readonly<Record<Mark, string>> = { aigu: 'accent aigu', grave: 'accent grave', circonflexe: 'accent circonflexe', trema: 'tréma', cedille: 'cédille' };

/** Letters a recognizer may write already accented; « à » is read as the letter a (the recognizer's homophone). */
const PRECOMPOSED = new Set([...'âçéèêëîïôùûüÿœæ']);

const byName = new Map<string, string>(Object.entries(LETTER_NAMES).flatMap(([letter, names]) => names.map((name) => [name, letter] as const)));

/** Lower case, no accents, typewriter apostrophe: the key names are compared by. */
const bare = (token: string): string => token.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function tokenize(transcript: string): string[] {
  return transcript
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’ʼ‘`´]/g, "'")
    .replace(/[.,;:!?()"«»…]/g, ' ')
    // A hyphen joining two names (« double-vé », « i-grec ») separates them; one standing alone is a hyphen.
    .replace(/(\p{L})-(?=\p{L})/gu, '$1 ')
    .split(/\s+/)
    .filter(Boolean);
}

interface Match { readonly letter: string; readonly length: number }

/** The letter named at `tokens[i]`, possibly over two tokens (« double vé », « i grec »). */
function letterAt(tokens: readonly string[], i: number): Match | undefined {
  const token = tokens[i];
  if (token === undefined) return undefined;
  const next = tokens[i + 1];
  if (bare(token) === 'double' && next !== undefined && byName.get(bare(next)) === 'v') return { letter: 'w', length: 2 };
  if (bare(token) === 'i' && next !== undefined && bare(next) === 'grec') return { letter: 'y', length: 2 };
  if (token === 'à') return { letter: 'a', length: 1 };
  if (PRECOMPOSED.has(token)) return { letter: token, length: 1 };
  const letter = byName.get(bare(token));
  return letter === undefined ? undefined : { letter, length: 1 };
}

/** A diacritic said after a letter: « accent aigu », « aigu », « tréma », « cédille »… */
function markAt(tokens: readonly string[], i: number): { mark: Mark; length: number } | undefined {
  const first = tokens[i] === undefined ? undefined : bare(tokens[i]!);
  if (first === 'accent') {
    const mark = tokens[i + 1] === undefined ? undefined : MARK_NAMES[bare(tokens[i + 1]!)];
    return mark ? { mark, length: 2 } : undefined;
  }
  const mark = first === undefined ? undefined : MARK_NAMES[first];
  return mark ? { mark, length: 1 } : undefined;
}

/** « dans l'o », « dans le o », « dans l' eau »…: the tokens spent when the letter inside is `inner`, else 0. */
function insideAt(tokens: readonly string[], i: number, inner: 'o' | 'e'): number {
  if (tokens[i] === undefined || bare(tokens[i]!) !== 'dans') return 0;
  const article = tokens[i + 1];
  if (article === undefined) return 0;
  const fused = /^l'(.+)$/.exec(article);
  if (fused && byName.get(bare(fused[1]!)) === inner) return 2;
  const isArticle = article === "l'" || article === 'le' || article === 'la';
  return isArticle && tokens[i + 2] !== undefined && byName.get(bare(tokens[i + 2]!)) === inner ? 3 : 0;
}

/** « tiret », « tiret du six », « trait d'union », « - »: the tokens spent, else 0. */
function hyphenAt(tokens: readonly string[], i: number): number {
  const token = tokens[i];
  if (token === '-' || token === '‐' || token === '–') return 1;
  if (token === 'trait' && tokens[i + 1] === "d'union") return 2;
  if (token !== 'tiret') return 0;
  return tokens[i + 1] === 'du' && (tokens[i + 2] === 'six' || tokens[i + 2] === '6') ? 3 : 1;
}

const isCapitalMarker = (token: string | undefined) => token !== undefined && /^(majuscules?|capitales?)$/.test(bare(token));
const isDouble = (token: string | undefined) => token !== undefined && (bare(token) === 'double' || token === 'deux' || token === '2');

function withMark(letter: string, mark: Mark): string | undefined {
  const base = bare(letter);
  return base.length === 1 && MARK_BASES[mark].includes(base) ? (base + COMBINING[mark]).normalize('NFC') : undefined;
}

/** Turns a letter-by-letter transcript into the word it spells, reporting what it could not read. */
export function spelledWord(transcript: string): SpelledWord {
  const tokens = tokenize(transcript);
  const unknown: string[] = [];
  let word = '';
  let capital = false;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const hyphen = hyphenAt(tokens, i);
    if (hyphen > 0) { word += '-'; i += hyphen; continue; }
    if (token === "'" || bare(token) === 'apostrophe') { word += "'"; i += 1; continue; }
    if (isCapitalMarker(token)) {
      if (letterAt(tokens, i + 1) || isDouble(tokens[i + 1])) capital = true;
      // « … bé majuscule » at the very end: the last letter was meant.
      else if (word.length > 0 && /\p{L}$/u.test(word)) word = word.slice(0, -1) + word.slice(-1).toUpperCase();
      else unknown.push(token);
      i += 1;
      continue;
    }
    // « double elle », « deux esse »: the next letter twice (« double vé » is w, read by letterAt).
    let times = 1;
    let start = i;
    if (isDouble(token) && !(bare(token) === 'double' && letterAt(tokens, i)?.letter === 'w') && letterAt(tokens, i + 1)) {
      times = 2;
      start = i + 1;
    }
    const match = letterAt(tokens, start);
    if (!match) { unknown.push(token); i += 1; continue; }
    let letter = match.letter;
    i = start + match.length;
    for (let mark = markAt(tokens, i); mark; mark = markAt(tokens, i)) {
      const marked = withMark(letter, mark.mark);
      if (marked) letter = marked;
      else unknown.push(tokens.slice(start, i + mark.length).join(' '));
      i += mark.length;
    }
    const ligature = letter === 'e' ? ['o', 'œ'] as const : letter === 'a' ? ['e', 'æ'] as const : undefined;
    const inside = ligature ? insideAt(tokens, i, ligature[0]) : 0;
    if (ligature && inside > 0) { letter = ligature[1]; i += inside; }
    const first = capital ? letter.toUpperCase() : letter;
    word += first + letter.repeat(times - 1);
    capital = false;
  }
  return { word, unknown };
}

/**
 * The canonical spelling-out of a word, one spoken unit per letter or mark (« On a entendu : bé, a, té, o »):
 * « majuscule » before a capital, « deux elle » for a doubled letter, the accent after its letter.
 */
export function spokenLetters(word: string): string[] {
  const units: string[] = [];
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === '-') { units.push('tiret'); continue; }
    if (char === "'" || char === '’') { units.push('apostrophe'); continue; }
    const lower = char.toLowerCase();
    const capital = lower !== char ? 'majuscule ' : '';
    let name: string;
    if (lower === 'œ') name = "e dans l'o";
    else if (lower === 'æ') name = "a dans l'e";
    else {
      const base = bare(lower);
      const mark = Object.entries(COMBINING).find(([, combining]) => lower.normalize('NFD').includes(combining))?.[0] as Mark | undefined;
      name = (CANONICAL[base] ?? lower) + (mark ? ` ${SPOKEN_MARK[mark]}` : '');
    }
    if (chars[i + 1] === char && !capital) { units.push(`${capital}deux ${name}`); i += 1; continue; }
    units.push(capital + name);
  }
  return units;
}
