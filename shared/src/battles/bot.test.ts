import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../random.ts';
import { BOT_MIN_ANSWER_MS, botAnswer, botAnswerMs, botCorrectProbability, botProfiles } from './bot.ts';

describe('the bot', () => {
  it('answers right more often the more skilled it is, and never below a blind guess', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 1, max: 10, noNaN: true }), fc.integer({ min: 2, max: 6 }), (a, b, difficulty, options) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(botCorrectProbability(high, difficulty, options)).toBeGreaterThanOrEqual(botCorrectProbability(low, difficulty, options));
      expect(botCorrectProbability(low, difficulty, options)).toBeGreaterThanOrEqual(1 / options);
      expect(botCorrectProbability(high, difficulty, options)).toBeLessThanOrEqual(1);
    }));
  });

  it('never answers under 0.8 s, whatever the dice', () => {
    fc.assert(fc.property(fc.integer(), fc.constantFrom(...Object.values(botProfiles)), (seed, profile) => {
      const random = seededRandom(seed);
      for (let i = 0; i < 20; i++) expect(botAnswerMs(profile, random)).toBeGreaterThanOrEqual(BOT_MIN_ANSWER_MS);
    }));
  });

  it('has lognormal times around its median, and a hit rate near the model (10,000 seeded draws)', () => {
    const random = seededRandom(42);
    const profile = botProfiles.medium;
    const answers = Array.from({ length: 10_000 }, () => botAnswer(profile, { difficulty: 5, options: 4, answer: 2 }, random));
    const times = answers.map((a) => a.ms).sort((x, y) => x - y);
    expect(times[5_000]!).toBeGreaterThan(profile.medianMs * 0.95);
    expect(times[5_000]!).toBeLessThan(profile.medianMs * 1.05);
    const rate = answers.filter((a) => a.correct).length / answers.length;
    expect(Math.abs(rate - botCorrectProbability(profile.skill, 5, 4))).toBeLessThan(0.02);
  });

  it('a wrong answer is another option, a right one is the answer; the same seed plays the same game', () => {
    fc.assert(fc.property(fc.integer(), fc.integer({ min: 2, max: 6 }), (seed, options) => {
      const answer = seed % options < 0 ? -(seed % options) : seed % options;
      const a = botAnswer(botProfiles.easy, { difficulty: 9, options, answer }, seededRandom(seed));
      expect(a.choice >= 0 && a.choice < options).toBe(true);
      expect(a.correct).toBe(a.choice === answer);
      expect(botAnswer(botProfiles.easy, { difficulty: 9, options, answer }, seededRandom(seed))).toEqual(a);
    }));
  });
});
