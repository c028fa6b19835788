import type { AlignmentStep } from './align.ts';
import type { DictationError, DictationErrorCategory } from './correction.ts';
import { isElisionOf, splitElision } from './elision.ts';
import { homophoneRule, isLexicalHomophone } from './homophones.ts';
import {
  agreementFromRules, agreementFromTable, determinerAgreement, entryReading, fixedPhraseAgreement, followsDeterminer, isInvariable, numeralAgreement,
  type Context,
} from './inflection.ts';
import type { InflectionTable } from './passage.ts';
import type { SpellingPoint } from '../french/spelling-points.ts';
import { laisseBeforeInfinitive, numeralEquivalent, reformEquivalent } from './reform1990.ts';
import { fold, foldBare, lower, startsSentence, type Token } from '../french/text.ts';

export interface ClassifyInput {
  readonly reference: string;
  readonly refTokens: readonly Token[];
  readonly ansTokens: readonly Token[];
  readonly inflections: InflectionTable | undefined;
  readonly acceptReformed1990: boolean;
}

interface Verdict { readonly category: DictationErrorCategory; readonly rule: string; readonly point: SpellingPoint; readonly features?: string[] }
/** Whether the word begins a sentence, in the reference and in the answer. */
interface SentenceStart { readonly reference: boolean; readonly answer: boolean }

const punctuationRules: Record<string, string> = {
  ',': 'punctuation.virgule', '.': 'punctuation.point', ';': 'punctuation.point-virgule', ':': 'punctuation.deux-points',
  '?': 'punctuation.point-interrogation', '!': 'punctuation.point-exclamation', '«': 'punctuation.guillemets', '»': 'punctuation.guillemets',
  '…': 'punctuation.points-suspension', '—': 'punctuation.tiret', '-': 'punctuation.tiret', '(': 'punctuation.parentheses', ')': 'punctuation.parentheses',
};
export const punctuationRuleKeys: readonly string[] = [...new Set([...Object.values(punctuationRules), 'punctuation.autre'])];

const punctuation = (mark: string): Verdict => ({ category: 'punctuation', rule: punctuationRules[mark] ?? 'punctuation.autre', point: 'ponctuation' });

const stripMarks = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '');

const accentRules: Record<string, string> = { '\u0301': 'accent.aigu', '\u0300': 'accent.grave', '\u0302': 'accent.circonflexe', '\u0308': 'accent.trema', '\u0327': 'accent.cedille' };

/** Letter by letter in NFD: the accent the reference has where the answer differs (or `accent.superflu` when it has none). */
function accentRule(expected: string, written: string): string {
  const clusters = (s: string): string[] => s.normalize('NFD').toLowerCase().match(/\P{M}\p{M}*/gu) ?? [];
  const e = clusters(expected);
  const w = clusters(written);
  for (let k = 0; k < e.length; k++) {
    if (e[k] === w[k]) continue;
    const mark = [...e[k]!].slice(1).find((c) => accentRules[c]);
    return mark ? accentRules[mark]! : 'accent.superflu';
  }
  return 'accent.superflu';
}

/** Letters that are often silent in a word (« longtemps », « outil », « sournois », « l'herbe »). */
const SILENT_LETTERS = /[ghptsdcxl]/;

/** Whether `short` is `long` with one silent letter left out, at the end or inside, and not one of a double consonant. */
function silentLetterLeftOut(long: string, short: string): boolean {
  if (long.length !== short.length + 1) return false;
  for (let k = 0; k < long.length; k++) {
    const letter = long[k]!;
    if (SILENT_LETTERS.test(letter) && letter !== long[k - 1] && letter !== long[k + 1] && long.slice(0, k) + long.slice(k + 1) === short) return true;
  }
  return false;
}

function lexicalVerdict(expected: string, written: string): Verdict {
  const e = fold(expected);
  const w = fold(written);
  if (isInvariable(lower(expected)) && /^(.+)[sx]$/.exec(w)?.[1] === e) return { category: 'lexical', rule: 'lexical.invariable', point: 'lettres-muettes' };
  const undouble = (s: string): string => s.replace(/([bcdfglmnprst])\1/g, '$1');
  if (undouble(e) === undouble(w)) return { category: 'lexical', rule: 'lexical.doubles-consonnes', point: 'doubles-consonnes' };
  const mbp = (s: string): string => s.replace(/[mn]([mbp])/g, 'm$1');
  if (mbp(e) === mbp(w)) return { category: 'lexical', rule: 'lexical.m-devant-mbp', point: 'm-devant-mbp' };
  // « rongeait » written « rongait »: the e that keeps g soft before a, o, u.
  if (e.replace(/ge([aou])/g, 'g$1') === w) return { category: 'lexical', rule: 'lexical.g-doux', point: 'lettres-muettes' };
  const [longer, shorter] = e.length > w.length ? [e, w] : [w, e];
  if ((longer.startsWith(shorter) && /^[stdxpe]{1,2}$/.test(longer.slice(shorter.length))) || silentLetterLeftOut(e, w)) {
    return { category: 'lexical', rule: 'lexical.lettre-muette', point: 'lettres-muettes' };
  }
  if (/(amment|emment)$/.test(e) && /(amment|emment|ament|ement)$/.test(w)) return { category: 'lexical', rule: 'lexical.adverbe-ment', point: 'adverbes-ment' };
  if (/^\d+$/.test(e) || /^(vingt|cent|mille|quatre|trente|quarante|cinquante|soixante)/.test(e)) return { category: 'lexical', rule: 'lexical', point: 'nombres' };
  return { category: 'lexical', rule: 'lexical', point: 'vocabulaire' };
}

/** Which of hyphen or apostrophe the reference uses where the answer differs (the inversion « dit-il » has its own rule). */
function separatorRule(expected: string, written: string): string {
  const e = lower(expected);
  if (/-(t-)?(je|tu|il|elle|on|nous|vous|ils|elles|ce)$/.test(e)) return 'trait-union.inversion';
  const apostrophes = (s: string): number => (s.match(/'/g) ?? []).length;
  const hyphens = (s: string): number => (s.match(/-/g) ?? []).length;
  if (apostrophes(e) !== apostrophes(lower(written)) && (hyphens(e) === hyphens(lower(written)) || apostrophes(e) > 0)) return 'apostrophe.elision';
  return 'trait-union.mot-compose';
}

/**
 * The plural forms of être and their singular: after « ce », both agreements are accepted (« ce n'étaient » / « ce
 * n'était »). Not « sont »: its singular is « c'est », another word.
 */
const ETRE_PLURAL_TO_SINGULAR: Readonly<Record<string, string>> = {
  étaient: 'était', furent: 'fut', seront: 'sera', seraient: 'serait', soient: 'soit', fussent: 'fût',
};

/** « ce sont », « ce n'étaient », « c'étaient » written in the singular: an accepted variant, not an error. */
function ceWithSingularEtre(expected: string, written: string, context: Context): boolean {
  const e = splitElision(lower(expected));
  const w = splitElision(lower(written));
  if (e.prefix !== w.prefix || ETRE_PLURAL_TO_SINGULAR[e.rest] !== w.rest) return false;
  const before = context.before.find((word) => word !== 'ne' && word !== "n'");
  return e.prefix === "c'" || before === 'ce';
}

/** One reference word against one answer word; no verdict when they are the same (or the answer is an accepted variant). */
function compareWords(expected: string, written: string, context: Context, sentenceStart: SentenceStart, input: ClassifyInput): Verdict[] {
  if (expected === written) return [];
  if (input.acceptReformed1990 && (reformEquivalent(expected, written) || laisseBeforeInfinitive(expected, written, context.after?.[0]))) return [];
  if (ceWithSingularEtre(expected, written, context)) return [];
  const homophone = homophoneRule(expected, written);
  if (homophone) return [{ category: 'homophone', rule: homophone, point: 'homophones-grammaticaux' }];
  if (isLexicalHomophone(expected, written)) return [{ category: 'lexical', rule: 'lexical.homophone', point: 'vocabulaire' }];
  const closedClass = determinerAgreement(expected, written) ?? numeralAgreement(expected, written) ?? fixedPhraseAgreement(expected, written, context);
  if (closedClass) return [{ category: 'agreement', ...closedClass }];
  const verdict = judgeWord(expected, written, context, sentenceStart, input);
  if (verdict?.category !== 'lexical') return verdict ? [verdict] : [];
  // A word with two faults: a wrong accent or consonant doubling in its stem, and a wrong ending (« envelopait » for
  // « enveloppaient »). Both are shown, each with its own rule.
  const repaired = repairStem(expected, written);
  if (!repaired) return [verdict];
  const ending = judgeWord(expected, repaired.written, context, sentenceStart, input);
  if (ending?.category !== 'agreement') return [verdict];
  const stem: Verdict = repaired.fault === 'accent'
    ? { category: 'accent', rule: accentRule(expected, written), point: 'accents' }
    : { category: 'lexical', rule: 'lexical.doubles-consonnes', point: 'doubles-consonnes' };
  return [stem, ending];
}

/**
 * The written word with its stem spelt as in the reference, when the stem differs only by accents or by a doubled
 * consonant and the rest (the ending) differs too; which of the two faults the stem had.
 */
function repairStem(expected: string, written: string): { written: string; fault: 'accent' | 'doubles' } | undefined {
  const e = [...lower(expected)];
  const w = [...lower(written)];
  let i = 0;
  let j = 0;
  let fault: 'accent' | 'doubles' | undefined;
  const doubled = (letters: readonly string[], k: number): boolean => k > 0 && letters[k] === letters[k - 1] && /[bcdfglmnprst]/.test(letters[k]!);
  while (i < e.length && j < w.length) {
    if (e[i] === w[j]) { i++; j++; continue; }
    if (stripMarks(e[i]!) === stripMarks(w[j]!)) { fault ??= 'accent'; i++; j++; continue; }
    if (doubled(e, i)) { fault ??= 'doubles'; i++; continue; }
    if (doubled(w, j)) { fault ??= 'doubles'; j++; continue; }
    break;
  }
  if (!fault || (i === e.length && j === w.length)) return undefined;
  return { written: e.slice(0, i).join('') + w.slice(j).join(''), fault };
}

/** The one verdict on a pair of words: table agreement, capital, accent, hyphen or apostrophe, rule agreement, lexical. */
function judgeWord(expected: string, written: string, context: Context, sentenceStart: SentenceStart, input: ClassifyInput): Verdict | undefined {
  const fromTable = lower(expected) === lower(written) ? undefined : agreementFromTable(input.inflections, expected, written, context);
  // The table keeps one reading per word: where no determiner precedes it, a noun entry (« parler », « dîner ») may be
  // the verb, when its endings explain the written form (« pu parlé »).
  const reading = entryReading(input.inflections, expected);
  const mayBeVerb = reading?.first === 'noun' && !followsDeterminer(context);
  if (fromTable && fromTable !== 'not-a-form') {
    const asVerb = mayBeVerb ? agreementFromRules(expected, written, context, { verbEndingsOnly: true }) : undefined;
    return { category: 'agreement', ...(asVerb ?? fromTable) };
  }
  const eBase = stripMarks(expected);
  const wBase = stripMarks(written);
  if (eBase !== wBase && eBase.toLowerCase() === wBase.toLowerCase()) {
    const expectedCapital = eBase.charAt(0) !== eBase.charAt(0).toLowerCase();
    const writtenCapital = wBase.charAt(0) !== wBase.charAt(0).toLowerCase();
    // The case follows the learner's own punctuation (a sentence they ended, or did not): the punctuation error is
    // already counted, the capital is consistent with it.
    if (sentenceStart.reference !== sentenceStart.answer && writtenCapital === sentenceStart.answer && expectedCapital === sentenceStart.reference) return undefined;
    const rule = expectedCapital && !writtenCapital ? (sentenceStart.reference ? 'capital.debut-phrase' : 'capital.nom-propre') : 'capital.minuscule';
    return { category: 'capital', rule, point: 'majuscules' };
  }
  if (eBase.toLowerCase() === wBase.toLowerCase()) return { category: 'accent', rule: accentRule(expected, written), point: 'accents' };
  if (fold(expected) === fold(written)) return { category: 'accent', rule: 'accent.ligature', point: 'accents' };
  if (foldBare(expected) === foldBare(written)) {
    return { category: 'hyphen-apostrophe', rule: separatorRule(expected, written), point: 'trait-union-apostrophe' };
  }
  // No entry: the rules on endings. An entry that does not list the written form (the table keeps one reading and only
  // near forms): the verb-ending rules alone, when the word is a verb there or may be one (« pour dîner », a noun in
  // the table, written « dîné »; not after a determiner: « le dîner »).
  const verbReading = fromTable === 'not-a-form' && (reading?.first === 'verb' || (reading?.verb === true && !followsDeterminer(context)) || mayBeVerb);
  if (fromTable === undefined || verbReading) {
    const guessed = agreementFromRules(expected, written, context, { verbEndingsOnly: fromTable === 'not-a-form' });
    if (guessed) return { category: 'agreement', ...guessed };
  }
  return lexicalVerdict(expected, written);
}

/** « l'arbre » written « le arbre » (or the reverse): the elision is missing (or added). */
function elidedInFull(expected: readonly string[], written: readonly string[]): boolean {
  const check = (one: readonly string[], two: readonly string[]): boolean => one.length === 1 && two.length === 2 && isElisionOf(one[0]!, two[0]!, two[1]!);
  return check(expected, written) || check(written, expected);
}

/** Several words on one side, one on the other: a homophone (« plus tôt »), a hyphen or apostrophe, or segmentation. */
function compareJoined(expected: readonly string[], written: readonly string[], input: ClassifyInput): Verdict | undefined {
  const e = expected.join(' ');
  const w = written.join(' ');
  if (input.acceptReformed1990 && (expected.length > 1 ? numeralEquivalent(expected, w) : numeralEquivalent(written, e))) return undefined;
  const homophone = homophoneRule(e, w);
  if (homophone) return { category: 'homophone', rule: homophone, point: 'homophones-grammaticaux' };
  if (elidedInFull(expected, written)) return { category: 'hyphen-apostrophe', rule: 'apostrophe.elision', point: 'trait-union-apostrophe' };
  if (foldBare(e.replace(/ /g, '')) === foldBare(w.replace(/ /g, '')) && /['-]/.test(e + w)) {
    return { category: 'hyphen-apostrophe', rule: separatorRule(e, w), point: 'trait-union-apostrophe' };
  }
  return { category: 'segmentation', rule: 'segmentation', point: 'vocabulaire' };
}

/** The errors an alignment step makes (none when it is right); `insertionPoint` places an extra token (the end of the reference token before it). */
export function classifyStep(step: AlignmentStep, input: ClassifyInput, insertionPoint: number): DictationError[] {
  const refs = step.ref.map((k) => input.refTokens[k]!);
  const answers = step.ans.map((k) => input.ansTokens[k]!);
  const written = answers.map((t) => t.text).join(' ');
  let start: number;
  let end: number;
  if (refs.length === 0) {
    start = insertionPoint;
    end = insertionPoint;
  } else {
    start = refs[0]!.start;
    end = refs[refs.length - 1]!.end;
  }
  const expected = refs.length === 0 ? '' : input.reference.slice(start, end);
  let verdicts: Verdict[];
  if (refs.length === 0) {
    verdicts = [answers[0]!.kind === 'punct' ? punctuation(answers[0]!.text) : { category: 'extra', rule: 'extra', point: 'vocabulaire' }];
  } else if (answers.length === 0) {
    verdicts = [refs[0]!.kind === 'punct' ? punctuation(refs[0]!.text) : { category: 'missing', rule: 'missing', point: 'vocabulaire' }];
  } else if (refs.length === 1 && answers.length === 1) {
    const ref = refs[0]!;
    if (ref.kind === 'punct') verdicts = ref.text === answers[0]!.text ? [] : [punctuation(ref.text)];
    else {
      const index = step.ref[0]!;
      const sentenceStart = { reference: startsSentence(input.refTokens, index), answer: startsSentence(input.ansTokens, step.ans[0]!) };
      const context = { before: wordsAround(input.refTokens, index, -1, 6), after: wordsAround(input.refTokens, index, 1, 2) };
      verdicts = compareWords(ref.text, answers[0]!.text, context, sentenceStart, input);
    }
  } else {
    const verdict = compareJoined(refs.map((t) => t.text), answers.map((t) => t.text), input);
    verdicts = verdict ? [verdict] : [];
  }
  // The correction schema bounds both texts to 200 characters (a run of letters without spaces can be longer).
  return verdicts.map((verdict) => ({
    category: verdict.category, expected: expected.slice(0, 200), written: written.slice(0, 200), start, end, features: verdict.features ?? [], rule: verdict.rule, point: verdict.point,
  }));
}

/** Marks a verb phrase does not cross: the search for an auxiliary or a following infinitive stops there. */
const CLAUSE_ENDS = new Set(['.', '!', '?', '…', ';', ':']);

/**
 * The lower-cased words on one side of the reference token at `index` (`direction` −1: before it, nearest first; +1:
 * after it), `count` at most, within its clause.
 */
function wordsAround(tokens: readonly Token[], index: number, direction: -1 | 1, count: number): string[] {
  const words: string[] = [];
  for (let k = index + direction; k >= 0 && k < tokens.length && words.length < count; k += direction) {
    const token = tokens[k]!;
    if (token.kind === 'word') words.push(lower(token.text));
    else if (CLAUSE_ENDS.has(token.text)) break;
  }
  return words;
}

/** Classifies every step, in order; extra tokens are placed at the end of the reference token before them. */
export function classifyAlignment(steps: readonly AlignmentStep[], input: ClassifyInput): DictationError[] {
  const errors: DictationError[] = [];
  let lastRefEnd = 0;
  for (const step of steps) {
    errors.push(...classifyStep(step, input, lastRefEnd));
    if (step.ref.length > 0) lastRefEnd = input.refTokens[step.ref[step.ref.length - 1]!]!.end;
  }
  return errors;
}
