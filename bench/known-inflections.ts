import { gradeDictation } from '@plume/shared/dictation/grading';
import { inflectionCoverage, inflectionLexicon, knownInflections } from '@plume/shared/dictation/known-inflections';
import type { InflectionTable } from '@plume/shared/dictation/passage';
import { contentPack } from '@plume/lambdas/content';
import { answerWithMistakes } from './dictation-answers.ts';
import { summarize, type Summary } from './stats.ts';

export interface KnownInflectionsBenchResult {
  passages: number;
  /** Distinct words over all passages, and how many get an entry from the other passages' tables. */
  words: number;
  /** Entries the Lefff build gives (the ceiling: proper nouns and clitics have none). */
  lefff: number;
  exact: number;
  derived: number;
  /** Derived entries equal to the Lefff's own. */
  derivedSame: number;
  /** Errors of a copy with the usual mistakes, classified alike (category and rule) with the Lefff's table. */
  errors: number;
  sameWithKnown: number;
  sameWithNone: number;
  lexiconMs: number;
  perPassage: Summary;
}

const sameEntry = (a: InflectionTable[string] | undefined, b: InflectionTable[string] | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An admin's new passage gets the inflection entries the seeded tables know (`knownInflections`). Measured by leaving
 * each seeded passage out in turn, as if an admin had typed it: how many of its words get an entry from the other
 * passages' tables, how many of those equal the Lefff build's, and how many of a mistaken copy's errors are classified
 * as with the Lefff table, against no table at all.
 */
export function benchKnownInflections(): KnownInflectionsBenchResult {
  const passages = contentPack.dictations;
  const tables = contentPack.dictationInflections;
  const lexiconStart = performance.now();
  inflectionLexicon(Object.values(tables));
  const lexiconMs = performance.now() - lexiconStart;
  const result = { passages: passages.length, words: 0, lefff: 0, exact: 0, derived: 0, derivedSame: 0, errors: 0, sameWithKnown: 0, sameWithNone: 0 };
  const samples: number[] = [];
  const start = performance.now();
  for (const passage of passages) {
    const lefff = tables[passage.id] ?? {};
    const others = inflectionLexicon(passages.filter((other) => other.id !== passage.id).map((other) => tables[other.id] ?? {}));
    const t = performance.now();
    const known = knownInflections(passage, others);
    samples.push(performance.now() - t);
    result.words += inflectionCoverage(passage, known).words;
    result.lefff += Object.keys(lefff).length;
    for (const [word, entry] of Object.entries(known)) {
      if (others.entries.has(word)) result.exact += 1;
      else {
        result.derived += 1;
        if (sameEntry(entry, lefff[word])) result.derivedSame += 1;
      }
    }
    const answer = answerWithMistakes(passage.text);
    const classified = (inflections: InflectionTable) => gradeDictation({ reference: passage.text, answer, inflections, acceptReformed1990: true }).errors.map((error) => `${error.start}:${error.category}:${error.rule}`);
    const reference = classified(lefff);
    const withKnown = new Set(classified(known));
    const withNone = new Set(classified({}));
    result.errors += reference.length;
    result.sameWithKnown += reference.filter((error) => withKnown.has(error)).length;
    result.sameWithNone += reference.filter((error) => withNone.has(error)).length;
  }
  return { ...result, lexiconMs, perPassage: summarize(samples, performance.now() - start) };
}
