import type { CrosswordLevel } from './clue.ts';

/** Coins a grid solved without any help earns, once per puzzle: the most a grid of the level can pay. */
export const crosswordRewards: Readonly<Record<CrosswordLevel, number>> = { facile: 5, moyen: 10, difficile: 15 };
/** What a reveal costs: one letter, or a whole word (whatever its length). */
export const revealCosts = { letter: 2, word: 5 } as const;

/**
 * Coins pay for the words found without help: `floor(base × unaided / words)`. A word is aided when a check ever found
 * one of its cells wrong or one of its letters was bought. Checking is free, so without this a grid filled with one
 * letter and checked 26 times would give every answer and still pay in full; now the first such check marks every
 * word aided and the grid pays nothing. Counts outside the grid's (more aided words than words) are held to it.
 */
export function crosswordReward(level: CrosswordLevel, words: number, aidedWords: number): number {
  if (words <= 0) return 0;
  const unaided = Math.min(words, Math.max(0, words - aidedWords));
  return Math.floor((crosswordRewards[level] * unaided) / words);
}
