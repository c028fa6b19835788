/**
 * The personal dictation: a weighted recommender (no language model) that picks sentences of the bank which exercise
 * what a learner gets wrong. Pure: the caller passes the passages, the learner's past mistakes, the clock and the
 * random source.
 */
import type { DictationErrorCategory } from './correction.ts';
import { withoutElision } from './elision.ts';
import { homophoneWords } from './homophones.ts';
import { parseTag } from './inflection.ts';
import { dictationLevels, type DictationLevel, type DictationPassage, type InflectionTable } from './passage.ts';
import { type SpellingPoint } from '../french/spelling-points.ts';
import { lower, startsSentence, tokenize } from '../french/text.ts';

export interface PastMistake {
  /** The reference word the learner got wrong (as in the text). */
  readonly word: string;
  readonly category: DictationErrorCategory;
  readonly point: SpellingPoint;
  /** When: an ISO date. */
  readonly at: string;
}

export interface ComposePersonalDictationInput {
  readonly passages: ReadonlyArray<{ readonly passage: DictationPassage; readonly inflections: InflectionTable }>;
  readonly mistakes: readonly PastMistake[];
  readonly level: DictationLevel;
  /** The current time: an ISO date or epoch milliseconds. */
  readonly now: string | number;
  /** A uniform number in [0, 1). */
  readonly random: () => number;
}

export interface PersonalDictation {
  readonly title: string;
  readonly level: DictationLevel;
  /** `groups.join(' ')`: the same invariant as a passage (`groups.join(' ') === text.replaceAll('\n', ' ')`). */
  readonly text: string;
  readonly groups: string[];
  /** The inflection entries of the chosen sentences' words, merged. */
  readonly inflections: InflectionTable;
  /** The categories the dictation was built to exercise, the heaviest first (empty without past mistakes). */
  readonly focus: DictationErrorCategory[];
  readonly sourcePassageIds: string[];
}

/** A mistake's weight halves every 14 days. */
const HALF_LIFE_DAYS = 14;
const DAY_MS = 86_400_000;
/** A word the learner already got wrong counts this much more than a word that merely exercises a weak point. */
const MISSED_WORD_BONUS = 2;
/** Every sentence keeps this share of the best sentence's score, so the dictation is never always the same. */
const FLOOR_SHARE = 0.15;
/** Words a dictation of each level aims at (brevet: ~150 words in 4e-3e). */
const TARGET_WORDS: Record<DictationLevel, number> = { ce1: 40, ce2: 60, cm: 90, '6e-5e': 120, '4e-3e': 150, adulte: 180 };
/** The passage schema's bounds. */
const MAX_GROUPS = 40;
const MAX_CHARS = 1200;

interface Sentence { readonly passageIndex: number; readonly index: number; readonly groups: readonly string[]; readonly words: readonly string[]; readonly points: ReadonlyMap<string, number> }

/** Splits a passage into sentences: consecutive groups up to one that ends with . ! ? … (a closing » may follow). */
export function passageSentences(passage: Pick<DictationPassage, 'groups'>): string[][] {
  const sentences: string[][] = [];
  let current: string[] = [];
  for (const group of passage.groups) {
    current.push(group);
    if (/[.!?…][»")]?$/.test(group)) { sentences.push(current); current = []; }
  }
  if (current.length > 0) sentences.push(current);
  return sentences;
}

/**
 * The spelling points one sentence exercises, with how many tokens exercise each: from the inflection tags (a past
 * participle → accord-participe-passe; a finite verb → accord-sujet-verbe and its tense; an infinitive →
 * infinitif-participe; a plural or feminine noun or adjective → pluriel-noms / feminin), the closed homophone list,
 * and the letters (accents, hyphens and apostrophes, capitals inside a sentence, double consonants, m before m/b/p,
 * -amment/-emment) and punctuation marks.
 */
export function sentencePoints(text: string, inflections: InflectionTable): Map<string, number> {
  const points = new Map<string, number>();
  const add = (point: SpellingPoint): void => { points.set(point, (points.get(point) ?? 0) + 1); };
  const tokens = tokenize(text);
  tokens.forEach((token, k) => {
    if (token.kind === 'punct') { if (token.text !== '.') add('ponctuation'); return; }
    const word = lower(token.text);
    for (const reading of parseTag(inflections[word]?.tag ?? '')) {
      if (reading.moods.includes('K')) add('accord-participe-passe');
      else if (reading.moods.includes('W')) add('infinitif-participe');
      else if (/[PIJFCSY]/.test(reading.moods)) {
        add('accord-sujet-verbe');
        const tense: Record<string, SpellingPoint> = { P: 'conjugaison-present', I: 'conjugaison-imparfait', J: 'conjugaison-passe-simple', F: 'conjugaison-futur', C: 'conjugaison-conditionnel', S: 'conjugaison-subjonctif' };
        const point = tense[reading.moods[0]!];
        if (point) add(point);
      } else if (reading.moods === '' && reading.number.includes('p')) add('pluriel-noms');
      else if (reading.moods === '' && reading.gender === 'f') add('feminin');
      break;
    }
    if (homophoneWords.has(word)) add('homophones-grammaticaux');
    if (/\p{M}/u.test(word.normalize('NFD'))) add('accents');
    if (/['-]/.test(word)) add('trait-union-apostrophe');
    if (token.text[0] !== word[0] && !startsSentence(tokens, k)) add('majuscules');
    if (/([bcdfglmnprst])\1/.test(word)) add('doubles-consonnes');
    if (/m[mbp]/.test(word)) add('m-devant-mbp');
    if (/(amment|emment)$/.test(word)) add('adverbes-ment');
  });
  return points;
}

/** The levels a profile practises: its own and the one below. */
function levelsFor(level: DictationLevel): DictationLevel[] {
  const k = dictationLevels.indexOf(level);
  return k > 0 ? [level, dictationLevels[k - 1]!] : [level];
}

/** Composes a personal dictation; see docs/dictation.md for the algorithm. */
export function composePersonalDictation({ passages, mistakes, level, now, random }: ComposePersonalDictationInput): PersonalDictation {
  const nowMs = typeof now === 'number' ? now : Date.parse(now);
  // Weights of the profile: each mistake weighs 0.5^(age / 14 days), summed per word, per point and per category.
  const wordWeight = new Map<string, number>();
  const pointWeight = new Map<string, number>();
  const categoryWeight = new Map<DictationErrorCategory, number>();
  for (const mistake of mistakes) {
    const age = Math.max(0, (nowMs - Date.parse(mistake.at)) / DAY_MS);
    const weight = Number.isFinite(age) ? 0.5 ** (age / HALF_LIFE_DAYS) : 0;
    const word = lower(mistake.word);
    wordWeight.set(word, (wordWeight.get(word) ?? 0) + weight);
    pointWeight.set(mistake.point, (pointWeight.get(mistake.point) ?? 0) + weight);
    categoryWeight.set(mistake.category, (categoryWeight.get(mistake.category) ?? 0) + weight);
  }

  const wanted = levelsFor(level);
  let pool = passages.map((p, passageIndex) => ({ ...p, passageIndex })).filter(({ passage }) => wanted.includes(passage.level));
  if (pool.length === 0) pool = passages.map((p, passageIndex) => ({ ...p, passageIndex }));
  const sentences: Sentence[] = pool.flatMap(({ passage, inflections, passageIndex }) => passageSentences(passage).map((groups, index) => {
    const text = groups.join(' ');
    const words = tokenize(text).filter((t) => t.kind === 'word').map((t) => lower(t.text));
    return { passageIndex, index, groups, words, points: sentencePoints(text, inflections) };
  }));

  // Score: how densely the sentence exercises the weak points and the missed words, per word.
  const density = sentences.map((s) => {
    let exercise = 0;
    for (const [point, count] of s.points) exercise += (pointWeight.get(point) ?? 0) * count;
    for (const word of s.words) exercise += MISSED_WORD_BONUS * (wordWeight.get(word) ?? 0);
    return exercise / Math.max(1, s.words.length);
  });
  const best = Math.max(0, ...density);
  const floor = best > 0 ? FLOOR_SHARE * best : 1;
  const scores = density.map((d) => d + floor);

  // Sample without replacement, proportionally to the score, until the level's length; skip what would overflow.
  const chosen: number[] = [];
  const left = new Set(sentences.map((_, k) => k));
  let words = 0;
  let groupCount = 0;
  let chars = -1;
  const target = TARGET_WORDS[level];
  while (left.size > 0 && words < target) {
    let total = 0;
    for (const k of left) total += scores[k]!;
    let draw = random() * total;
    let pick = -1;
    for (const k of left) { pick = k; draw -= scores[k]!; if (draw < 0) break; }
    left.delete(pick);
    const s = sentences[pick]!;
    const length = s.groups.join(' ').length + 1;
    if (groupCount + s.groups.length > MAX_GROUPS || chars + length > MAX_CHARS) continue;
    chosen.push(pick);
    words += s.words.length;
    groupCount += s.groups.length;
    chars += length;
  }
  // Read in the bank's order: sentences of one passage stay in their order.
  chosen.sort((a, b) => sentences[a]!.passageIndex - sentences[b]!.passageIndex || sentences[a]!.index - sentences[b]!.index);

  const groups = chosen.flatMap((k) => [...sentences[k]!.groups]);
  const inflections: InflectionTable = {};
  for (const k of chosen) {
    const table = passages[sentences[k]!.passageIndex]!.inflections;
    // Keyed as the build keys them: an elided word without its prefix (« n'étaient » → « étaient »).
    for (const word of sentences[k]!.words.map(withoutElision)) if (table[word] && !inflections[word]) inflections[word] = table[word];
  }
  const focus = [...categoryWeight.entries()].filter(([, w]) => w > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 3).map(([c]) => c);
  const sourcePassageIds = [...new Set(chosen.map((k) => passages[sentences[k]!.passageIndex]!.passage.id))];
  return { title: 'Dictée sur mesure', level, text: groups.join(' '), groups, inflections, focus, sourcePassageIds };
}
