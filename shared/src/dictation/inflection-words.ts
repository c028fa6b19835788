import { withoutElision } from './elision.ts';
import type { InflectionTable } from './passage.ts';
import { editDistance, lower, tokenize } from '../french/text.ts';

/*
 * The words of an inflection table and the forms it keeps for each (docs/dictation.md « Inflection tables »): the
 * table itself is built from the Lefff lexicon (`lambdas/src/dictation/inflection-table.ts`), at build time for the
 * seeded passages and when an admin saves one.
 */

/** The most forms kept per word: the nearest in spelling. */
export const MAX_FORMS = 12;
/** A form is a plausible confusion when it is at most this many letters away (3 for words of 7 letters or more). */
export const maxFormDistance = (word: string): number => (word.length >= 7 ? 3 : 2);

/**
 * The distinct words of a text, lower case, in first-seen order: the keys an inflection table may have. An elided
 * word counts without its prefix (« n'étaient » → « étaient »): the lexicon knows the word, not the pair.
 */
export function passageWords(passage: { readonly text: string }): string[] {
  return [...new Set(tokenize(passage.text).filter((t) => t.kind === 'word').map((t) => withoutElision(lower(t.text))))];
}

/**
 * The forms a learner may write instead of `word`: those within its edit distance (`maxFormDistance`), the nearest
 * `MAX_FORMS` of them (among forms as near, the `preferred` ones first), in alphabetical order (so a table is the same
 * whatever order the forms came in).
 */
export function nearestForms(forms: Iterable<string>, word: string, preferred: (form: string) => boolean = () => false): string[] {
  const limit = maxFormDistance(word);
  return [...forms]
    .map((form) => ({ form, distance: editDistance(form, word, limit), first: preferred(form) }))
    .filter(({ distance }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance || Number(b.first) - Number(a.first) || (a.form < b.form ? -1 : 1))
    .slice(0, MAX_FORMS)
    .map(({ form }) => form)
    .sort();
}

/** How many of a text's distinct words its table knows: the rest are graded by the rules on endings. */
export function inflectionCoverage(passage: { readonly text: string }, table: InflectionTable): { words: number; known: number } {
  const words = passageWords(passage);
  return { words: words.length, known: words.filter((word) => Object.hasOwn(table, word)).length };
}
