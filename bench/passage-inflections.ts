import { inflectionCoverage } from '@plume/shared/dictation/inflection-words';
import { contentPack } from '@plume/lambdas/content';
import { fullInflectionTable } from '@plume/lambdas/dictation/lexicon';
import { summarize, type Summary } from './stats.ts';

export interface PassageInflectionsBenchResult {
  passages: number;
  /** Passages whose save-time table equals the build's, entry for entry. */
  same: number;
  /** Distinct words over all passages, and how many have an entry. */
  words: number;
  known: number;
  perPassage: Summary;
  /** The process's resident memory after the last table, in MB. */
  rssMb: number;
}

/**
 * An admin's passage gets its inflection table when it is saved (`fullInflectionTable`: the part of the Lefff its
 * words need, read from the file). Measured by saving each seeded passage's text as if an admin had typed it: the time
 * of each table, and whether it equals the one the build made from the whole lexicon.
 */
export async function benchPassageInflections(): Promise<PassageInflectionsBenchResult> {
  const passages = contentPack.dictations;
  const result = { passages: passages.length, same: 0, words: 0, known: 0 };
  const samples: number[] = [];
  const start = performance.now();
  for (const passage of passages) {
    const t = performance.now();
    const table = await fullInflectionTable(passage);
    samples.push(performance.now() - t);
    const built = contentPack.dictationInflections[passage.id] ?? {};
    if (JSON.stringify(table) === JSON.stringify(built)) result.same += 1;
    const coverage = inflectionCoverage(passage, table);
    result.words += coverage.words;
    result.known += coverage.known;
  }
  return { ...result, perPassage: summarize(samples, performance.now() - start), rssMb: process.memoryUsage().rss / 2 ** 20 };
}
