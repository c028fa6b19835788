import type { DictationError, DictationErrorCategory, DictationScores } from './correction.ts';
import { lower } from '../french/text.ts';

/** Brevet: grammar and conjugation errors cost 1 point (agreement covers conjugation; grammatical homophones are grammar). */
const BREVET_GRAMMAR: ReadonlySet<DictationErrorCategory> = new Set(['agreement', 'homophone']);
/** Brevet: usage errors cost ½ (a misspelt, missing or extra word; a word cut or joined wrongly is a usage error too). */
const BREVET_LEXICAL: ReadonlySet<DictationErrorCategory> = new Set(['lexical', 'missing', 'extra', 'segmentation']);
/** Brevet: « small » errors cost ½ per full group of four (accents, capitals, punctuation, hyphens and apostrophes). */
const BREVET_SMALL: ReadonlySet<DictationErrorCategory> = new Set(['accent', 'capital', 'punctuation', 'hyphen-apostrophe']);

/** Concours: a/à and ou/où change the word's nature, so an accent there counts a whole fault. */
const WHOLE_FAULT_ACCENTS = new Set(['a', 'à', 'ou', 'où']);

/**
 * The three barèmes of one correction.
 * - brevet /10: starts at 10; −1 per agreement or homophone error, −½ per lexical, missing, extra or segmentation
 *   error, −½ per full group of 4 small errors (floor(n / 4) × ½); the same mistake repeated on the same word (same
 *   category, same expected and written words, case aside) counts once, and so does a noun group written in the
 *   other number from its determiner on (« au regard » for « aux regards »); never below 0.
 * - concours: 1 fault per error, ½ for an accent (1 on a/à and ou/où), punctuation not counted, at most one fault per
 *   reference word (errors on the same reference span keep the largest).
 * - simple: the number of errors.
 */
export function scoreDictation(errors: readonly DictationError[]): DictationScores {
  return { brevet: { score: brevetScore(errors), outOf: 10 }, concours: { faults: concoursFaults(errors) }, simple: { errors: errors.length } };
}

/**
 * Errors that only repeat a determiner's number on the words of its noun group (« au regard » for « aux regards »):
 * the learner heard another group, and a corrigé counts the group once.
 */
function sameGroupNumber(errors: readonly DictationError[]): Set<DictationError> {
  const repeats = new Set<DictationError>();
  let group: { end: number; number: string } | undefined;
  for (const error of errors) {
    const number = error.category === 'agreement' ? error.features.find((f) => f === 'pluriel' || f === 'singulier') : undefined;
    if (group && number === group.number && error.start - group.end <= 1 && error.start >= group.end) {
      repeats.add(error);
      group = { end: error.end, number };
    } else group = error.rule === 'agreement.determinant' && number ? { end: error.end, number } : undefined;
  }
  return repeats;
}

function brevetScore(errors: readonly DictationError[]): number {
  const seen = new Set<string>();
  const inCountedGroup = sameGroupNumber(errors);
  let penalty = 0;
  let small = 0;
  for (const error of errors) {
    const key = `${error.category}|${lower(error.expected)}|${lower(error.written)}`;
    if (seen.has(key) || inCountedGroup.has(error)) continue;
    seen.add(key);
    if (BREVET_GRAMMAR.has(error.category)) penalty += 1;
    else if (BREVET_LEXICAL.has(error.category)) penalty += 0.5;
    else if (BREVET_SMALL.has(error.category)) small += 1;
  }
  penalty += Math.floor(small / 4) * 0.5;
  return Math.max(0, 10 - penalty);
}

function concoursFaults(errors: readonly DictationError[]): number {
  const perWord = new Map<string, number>();
  errors.forEach((error, index) => {
    if (error.category === 'punctuation') return;
    const fault = error.category === 'accent' && !WHOLE_FAULT_ACCENTS.has(lower(error.expected)) ? 0.5 : 1;
    // Extra words have no reference word: each is its own fault.
    const key = error.start === error.end ? `extra-${index}` : `${error.start}:${error.end}`;
    perWord.set(key, Math.max(perWord.get(key) ?? 0, fault));
  });
  return [...perWord.values()].reduce((sum, fault) => sum + fault, 0);
}
