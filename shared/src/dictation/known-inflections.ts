import { withoutElision } from './elision.ts';
import type { InflectionTable } from './passage.ts';
import { editDistance, lower, tokenize } from '../french/text.ts';

/*
 * Inflection tables for a passage written after the build (an admin's passage, docs/dictation.md « Inflection
 * tables »). The build precomputes each seeded passage's table from the Lefff lexicon (~200 MB: never at run time).
 * A new text reuses what those tables already know: a word any seeded table holds gets that entry as it is (an entry
 * depends on the word alone, not on its passage), and a word that is one of the *forms* listed under an entry gets an
 * entry of its own from it (same lemma; the entry's word and its other forms become its forms). Other words have no
 * entry, so their agreement is judged by the rules on endings, as for a proper noun.
 */

type Entry = InflectionTable[string];

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

export interface InflectionLexicon {
  /** Every word a table holds, with its entry. */
  readonly entries: ReadonlyMap<string, Entry>;
  /** Every form listed under an entry, with the entries listing it and their words. */
  readonly listedIn: ReadonlyMap<string, ReadonlyArray<{ readonly word: string; readonly entry: Entry }>>;
}

/** Indexes the seeded passages' tables. */
export function inflectionLexicon(tables: Iterable<InflectionTable>): InflectionLexicon {
  const entries = new Map<string, Entry>();
  const listedIn = new Map<string, { word: string; entry: Entry }[]>();
  for (const table of tables) {
    for (const [word, entry] of Object.entries(table)) {
      if (entries.has(word)) continue;
      entries.set(word, entry);
      for (const form of Object.keys(entry.forms)) {
        const sources = listedIn.get(form);
        if (sources) sources.push({ word, entry }); else listedIn.set(form, [{ word, entry }]);
      }
    }
  }
  return { entries, listedIn };
}

/** An entry for a word the tables only list as a form: the first lemma in order, with every form known of it nearby. */
function derivedEntry(word: string, sources: ReadonlyArray<{ readonly word: string; readonly entry: Entry }>): Entry {
  const lemma = sources.map((source) => source.entry.lemma).sort()[0]!;
  const same = sources.filter((source) => source.entry.lemma === lemma);
  const candidates = new Map<string, string>();
  for (const source of same) {
    candidates.set(source.word, source.entry.tag);
    for (const [form, tag] of Object.entries(source.entry.forms)) if (!candidates.has(form)) candidates.set(form, tag);
  }
  const tag = candidates.get(word)!;
  candidates.delete(word);
  const forms = Object.fromEntries(nearestForms(candidates.keys(), word).map((form) => [form, candidates.get(form)!]));
  return { lemma, tag, forms, ...(same.some((source) => source.entry.adjective) ? { adjective: true as const } : {}) };
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

/** The inflection table of a text from what the lexicon knows, keys sorted; words it does not know have no entry. */
export function knownInflections(passage: { readonly text: string }, lexicon: InflectionLexicon): InflectionTable {
  const table: InflectionTable = {};
  for (const word of passageWords(passage).sort()) {
    const exact = lexicon.entries.get(word);
    const sources = exact ? undefined : lexicon.listedIn.get(word);
    if (exact) table[word] = exact;
    else if (sources) table[word] = derivedEntry(word, sources);
  }
  return table;
}

/** How many of a text's distinct words its table knows: the rest are graded by the rules on endings. */
export function inflectionCoverage(passage: { readonly text: string }, table: InflectionTable): { words: number; known: number } {
  const words = passageWords(passage);
  return { words: words.length, known: words.filter((word) => Object.hasOwn(table, word)).length };
}
