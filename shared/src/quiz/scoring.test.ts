import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinsForGame, isValidResult, percentage, pointsForAnswer } from './scoring.ts';
import { lifelineRefusal, lifelines, type Lifeline } from './lifelines.ts';
import { isLevelUnlocked } from './level-locks.ts';

const rules = { passPercentage: 70, maxCoinsPerLevel: 10 };
const game = fc.integer({ min: 1, max: 50 }).chain((total) => fc.tuple(fc.integer({ min: 0, max: total }), fc.constant(total)));

describe('coinsForGame', () => {
  it('never pays more than the level maximum, nor more than the correct answers, nor below the pass mark', () => {
    fc.assert(fc.property(game, ([correct, total]) => {
      const coins = coinsForGame(correct, total, rules);
      expect(coins).toBeGreaterThanOrEqual(0);
      expect(coins).toBeLessThanOrEqual(Math.min(rules.maxCoinsPerLevel, correct));
      if (percentage(correct, total) < rules.passPercentage) expect(coins).toBe(0);
    }));
  });

  it('never pays less for a better score on the same game', () => {
    fc.assert(fc.property(game, ([correct, total]) => {
      fc.pre(correct < total);
      expect(coinsForGame(correct + 1, total, rules)).toBeGreaterThanOrEqual(coinsForGame(correct, total, rules));
    }));
  });

  it('pays the examples the rule documents', () => {
    expect(coinsForGame(7, 10, rules)).toBe(7);
    expect(coinsForGame(6, 10, rules)).toBe(0);
    expect(coinsForGame(20, 20, rules)).toBe(10);
    expect(coinsForGame(0, 0, rules)).toBe(0);
  });
});

describe('pointsForAnswer', () => {
  it('gives nothing for a wrong answer and 10 to 15 for a right one, more when faster', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 1_000, max: 60_000 }), (a, b, allowed) => {
      expect(pointsForAnswer(false, a, allowed)).toBe(0);
      const points = pointsForAnswer(true, a, allowed);
      expect(points).toBeGreaterThanOrEqual(10);
      expect(points).toBeLessThanOrEqual(15);
      if (a <= b) expect(points).toBeGreaterThanOrEqual(pointsForAnswer(true, b, allowed));
    }));
  });
});

describe('lifelines', () => {
  const lifeline = fc.constantFrom(...lifelines);

  it('allows each lifeline once, and never both 50/50 and audience poll, whatever the order', () => {
    fc.assert(fc.property(fc.array(lifeline, { maxLength: 8 }), (attempts) => {
      const used: Lifeline[] = [];
      for (const wanted of attempts) if (!lifelineRefusal(used, wanted)) used.push(wanted);
      expect(new Set(used).size).toBe(used.length);
      expect(used.includes('fifty-fifty') && used.includes('audience-poll')).toBe(false);
    }));
  });

  it('names the refusal the seed shows', () => {
    expect(lifelineRefusal(['skip'], 'skip')).toBe('lifeline_already_used');
    expect(lifelineRefusal(['audience-poll'], 'fifty-fifty')).toBe('lifeline_not_allowed');
    expect(lifelineRefusal(['fifty-fifty'], 'audience-poll')).toBe('lifeline_not_allowed');
    expect(lifelineRefusal(['skip'], 'reset-timer')).toBeUndefined();
  });
});

describe('level locks', () => {
  it('unlocks a level exactly when all previous levels were played', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10 })), fc.integer({ min: 1, max: 11 }), (played, level) => {
      const set = new Set(played);
      const expected = Array.from({ length: level - 1 }, (_, i) => i + 1).every((n) => set.has(n));
      expect(isLevelUnlocked(level, set)).toBe(expected);
    }));
  });
});

describe('isValidResult', () => {
  it.each([
    [{ correctAnswers: 3, incorrectAnswers: 2 }, true],
    [{ correctAnswers: '3', incorrectAnswers: 2 }, false],
    [{ correctAnswers: 3, incorrectAnswers: null }, false],
    [{ correctAnswers: 1.5, incorrectAnswers: 0 }, false],
    [{ correctAnswers: -1, incorrectAnswers: 0 }, false],
  ])('%o → %s', (result, expected) => {
    expect(isValidResult(result)).toBe(expected);
  });
});
