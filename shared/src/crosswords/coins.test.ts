import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crosswordLevels } from './clue.ts';
import { crosswordReward, crosswordRewards } from './coins.ts';

const level = fc.constantFrom(...crosswordLevels);
/** A grid's word count (a 13×13 grid holds at most a few dozen) and how many of them were aided. */
const grid = fc.integer({ min: 1, max: 80 }).chain((words) => fc.record({ words: fc.constant(words), aided: fc.integer({ min: 0, max: words }) }));

describe('crossword reward: coins for the words found without help', () => {
  it('pays the base for a grid solved without help, in proportion, rounded down, otherwise', () => {
    expect(crosswordReward('facile', 12, 0)).toBe(5);
    expect(crosswordReward('moyen', 12, 5)).toBe(5); // 10 × 7 / 12 = 5.83
    expect(crosswordReward('difficile', 12, 5)).toBe(8); // 15 × 7 / 12 = 8.75
    expect(crosswordReward('facile', 12, 11)).toBe(0); // 5 × 1 / 12 = 0.42
    expect(crosswordReward('facile', 12, 12)).toBe(0);
  });

  it('pays nothing for the oracle attack: every cell wrong on the first check marks every word aided', () => {
    fc.assert(fc.property(level, fc.integer({ min: 1, max: 80 }), (lvl, words) => {
      expect(crosswordReward(lvl, words, words)).toBe(0);
    }));
  });

  it('is a whole number of coins, never negative and never more than the base', () => {
    fc.assert(fc.property(level, grid, (lvl, { words, aided }) => {
      const reward = crosswordReward(lvl, words, aided);
      expect(Number.isInteger(reward)).toBe(true);
      expect(reward).toBeGreaterThanOrEqual(0);
      expect(reward).toBeLessThanOrEqual(crosswordRewards[lvl]);
    }));
  });

  it('never pays more for more aided words', () => {
    fc.assert(fc.property(level, grid, fc.nat(80), (lvl, { words, aided }, more) => {
      expect(crosswordReward(lvl, words, Math.min(words, aided + more))).toBeLessThanOrEqual(crosswordReward(lvl, words, aided));
    }));
  });

  it('holds counts outside the grid to it: no words pays nothing, more aided than words pays nothing', () => {
    fc.assert(fc.property(level, fc.integer({ min: -5, max: 80 }), fc.integer({ min: -5, max: 200 }), (lvl, words, aided) => {
      const reward = crosswordReward(lvl, words, aided);
      expect(reward).toBeGreaterThanOrEqual(0);
      expect(reward).toBeLessThanOrEqual(crosswordRewards[lvl]);
      if (words <= 0 || aided >= words) expect(reward).toBe(0);
    }));
  });
});
