import type { DictationScores } from './correction.ts';

/**
 * Coins a graded dictation earns: its brevet mark rounded down (0 to 10), whatever barème the learner reads it in,
 * so changing the barème never changes the reward.
 */
export function dictationCoins(scores: DictationScores): number {
  return Math.floor(scores.brevet.score);
}
