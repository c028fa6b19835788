import type { AlignmentStep } from './align.ts';
import type { DictationError, DictationErrorCategory } from './correction.ts';
import { homophoneRule } from './homophones.ts';
import { agreementFromRules, agreementFromTable, isInvariable, isVerbEntry, type Context } from './inflection.ts';
import type { InflectionTable, SpellingPoint } from './passage.ts';
import { numeralEquivalent, reformEquivalent } from './reform1990.ts';
import { fold, foldBare, lower, startsSentence, type Token } from './text.ts';

export interface ClassifyInput {
  readonly reference: string;
  readonly refTokens: readonly Token[];
  readonly ansTokens: readonly Token[];
  readonly inflections: InflectionTable | undefined;
  readonly acceptReformed1990: boolean;
}

interface Verdict { readonly category: DictationErrorCategory; readonly rule: string; readonly point: SpellingPoint; readonly features?: string[] }

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

function lexicalVerdict(expected: string, written: string): Verdict {
  const e = fold(expected);
  const w = fold(written);
  if (isInvariable(lower(expected)) && /^(.+)[sx]$/.exec(w)?.[1] === e) return { category: 'lexical', rule: 'lexical.invariable', point: 'lettres-muettes' };
  const undouble = (s: string): string => s.replace(/([bcdfglmnprst])\1/g, '$1');
  if (undouble(e) === undouble(w)) return { category: 'lexical', rule: 'lexical.doubles-consonnes', point: 'doubles-consonnes' };
  const mbp = (s: string): string => s.replace(/[mn]([mbp])/g, 'm$1');
  if (mbp(e) === mbp(w)) return { category: 'lexical', rule: 'lexical.m-devant-mbp', point: 'm-devant-mbp' };
  const [longer, shorter] = e.length > w.length ? [e, w] : [w, e];
  if ((longer.startsWith(shorter) && /^[stdxpe]{1,2}$/.test(longer.slice(shorter.length))) || (e.startsWith('h') && e.slice(1) === w)) {
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

/** One reference word against one answer word; undefined when they are the same (or accepted as a 1990 spelling). */
function compareWords(expected: string, written: string, context: Context, sentenceStart: { reference: boolean; answer: boolean }, input: ClassifyInput): Verdict | undefined {
  if (expected === written) return undefined;
  if (input.acceptReformed1990 && reformEquivalent(expected, written)) return undefined;
  const homophone = homophoneRule(expected, written);
  if (homophone) return { category: 'homophone', rule: homophone, point: 'homophones-grammaticaux' };
  const fromTable = lower(expected) === lower(written) ? undefined : agreementFromTable(input.inflections, expected, written, context);
  if (fromTable && fromTable !== 'not-a-form') return { category: 'agreement', ...fromTable };
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
  // No entry: the rules on endings. An entry of a verb that does not list the written form (the table keeps only
  // near forms): the verb-ending rules alone (« montait » / « montée »).
  if (fromTable === undefined || (fromTable === 'not-a-form' && isVerbEntry(input.inflections, expected))) {
    const guessed = agreementFromRules(expected, written, context, { verbEndingsOnly: fromTable === 'not-a-form' });
    if (guessed) return { category: 'agreement', ...guessed };
  }
  return lexicalVerdict(expected, written);
}

const ELIDED: Record<string, readonly string[]> = {
  l: ['le', 'la'], d: ['de'], j: ['je'], m: ['me'], t: ['te'], s: ['se', 'si'], c: ['ce'], n: ['ne'], qu: ['que'],
  jusqu: ['jusque'], lorsqu: ['lorsque'], puisqu: ['puisque'], quoiqu: ['quoique'],
};

/** « l'arbre » written « le arbre » (or the reverse): the elision is missing (or added). */
function elidedInFull(expected: readonly string[], written: readonly string[]): boolean {
  const check = (one: readonly string[], two: readonly string[]): boolean => {
    if (one.length !== 1 || two.length !== 2) return false;
    const match = /^([a-z]+)'(.+)$/.exec(lower(one[0]!));
    return !!match && (ELIDED[match[1]!] ?? []).includes(lower(two[0]!)) && fold(match[2]!) === fold(two[1]!);
  };
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

/** The error an alignment step makes, or undefined when the step is right; `insertionPoint` places an extra token (the end of the reference token before it). */
export function classifyStep(step: AlignmentStep, input: ClassifyInput, insertionPoint: number): DictationError | undefined {
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
  let verdict: Verdict | undefined;
  if (refs.length === 0) {
    verdict = answers[0]!.kind === 'punct' ? punctuation(answers[0]!.text) : { category: 'extra', rule: 'extra', point: 'vocabulaire' };
  } else if (answers.length === 0) {
    verdict = refs[0]!.kind === 'punct' ? punctuation(refs[0]!.text) : { category: 'missing', rule: 'missing', point: 'vocabulaire' };
  } else if (refs.length === 1 && answers.length === 1) {
    const ref = refs[0]!;
    if (ref.kind === 'punct') verdict = ref.text === answers[0]!.text ? undefined : punctuation(ref.text);
    else {
      const index = step.ref[0]!;
      const sentenceStart = { reference: startsSentence(input.refTokens, index), answer: startsSentence(input.ansTokens, step.ans[0]!) };
      verdict = compareWords(ref.text, answers[0]!.text, { before: wordsBefore(input.refTokens, index) }, sentenceStart, input);
    }
  } else {
    verdict = compareJoined(refs.map((t) => t.text), answers.map((t) => t.text), input);
  }
  if (!verdict) return undefined;
  // The correction schema bounds both texts to 200 characters (a run of letters without spaces can be longer).
  return { category: verdict.category, expected: expected.slice(0, 200), written: written.slice(0, 200), start, end, features: verdict.features ?? [], rule: verdict.rule, point: verdict.point };
}

/** The lower-cased words before the reference token at `index`, nearest first (three at most). */
function wordsBefore(tokens: readonly Token[], index: number): string[] {
  const words: string[] = [];
  for (let k = index - 1; k >= 0 && words.length < 3; k--) if (tokens[k]!.kind === 'word') words.push(lower(tokens[k]!.text));
  return words;
}

/** Classifies every step, in order; extra tokens are placed at the end of the reference token before them. */
export function classifyAlignment(steps: readonly AlignmentStep[], input: ClassifyInput): DictationError[] {
  const errors: DictationError[] = [];
  let lastRefEnd = 0;
  for (const step of steps) {
    const error = classifyStep(step, input, lastRefEnd);
    if (error) errors.push(error);
    if (step.ref.length > 0) lastRefEnd = input.refTokens[step.ref[step.ref.length - 1]!]!.end;
  }
  return errors;
}
