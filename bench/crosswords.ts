import { crosswordLevels, gridSizes, type CrosswordLevel } from '@plume/shared/crosswords';
import { generateCrossword } from '@plume/shared/crosswords/generate';
import { crosswordViolations } from '@plume/shared/crosswords/validate';
import { contentPack } from '@plume/lambdas/content';
import { summarize, type Summary } from './stats.ts';

export interface CrosswordLevelBench { level: CrosswordLevel; size: number; pool: number; time: Summary; words: { min: number; p50: number; max: number }; ownShare: number; invalid: number }
export interface CrosswordBenchResult { levels: CrosswordLevelBench[] }

/**
 * Generation time and fill of `rounds` grids per level, as `start_crossword` makes them: the level's words first,
 * the easier levels' words as fillers, the default search. Every grid is checked by the independent validator.
 */
export function benchCrosswords(rounds: number): CrosswordBenchResult {
  const levels = crosswordLevels.map((level): CrosswordLevelBench => {
    const usable = crosswordLevels.slice(0, crosswordLevels.indexOf(level) + 1);
    const pool = contentPack.crosswordClues.filter((clue) => usable.includes(clue.level));
    const size = gridSizes[level];
    const options = { prefer: (entry: { level: CrosswordLevel }) => entry.level === level };
    for (let i = 0; i < 10; i++) generateCrossword(pool, size, Math.random, options);
    const samples: number[] = [];
    const counts: number[] = [];
    let own = 0;
    let invalid = 0;
    const start = performance.now();
    for (let round = 0; round < rounds; round++) {
      const t = performance.now();
      const layout = generateCrossword(pool, size, Math.random, options)!;
      samples.push(performance.now() - t);
      counts.push(layout.words.length);
      own += layout.words.filter((word) => word.entry.level === level).length / layout.words.length;
      if (crosswordViolations(layout).length) invalid++;
    }
    counts.sort((a, b) => a - b);
    return {
      level, size, pool: pool.length, time: summarize(samples, performance.now() - start),
      words: { min: counts[0]!, p50: counts[Math.floor(counts.length / 2)]!, max: counts.at(-1)! }, ownShare: own / rounds, invalid,
    };
  });
  return { levels };
}
