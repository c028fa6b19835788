import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameModes, modeRules } from './quiz/modes.ts';
import { accommodatedMs, effectiveAccommodation, isUntimedClock, timeAccommodations, UNTIMED_MS } from './time-accommodation.ts';

const rewarded = { rewarded: true };
const practice = { rewarded: false };

describe('tiers-temps', () => {
  it('keeps, lengthens by half or doubles a deadline', () => {
    expect(accommodatedMs(30_000, 'standard', rewarded)).toBe(30_000);
    expect(accommodatedMs(30_000, 'x1.5', rewarded)).toBe(45_000);
    expect(accommodatedMs(30_000, 'x2', rewarded)).toBe(60_000);
    expect(accommodatedMs(15_000, 'x1.5', practice)).toBe(22_500);
  });

  it('removes the clock only in practice modes; in a rewarded mode untimed counts as x2', () => {
    expect(accommodatedMs(30_000, 'untimed', practice)).toBe(UNTIMED_MS);
    expect(isUntimedClock(accommodatedMs(300_000, 'untimed', practice))).toBe(true);
    expect(accommodatedMs(30_000, 'untimed', rewarded)).toBe(60_000);
    expect(isUntimedClock(accommodatedMs(30_000, 'untimed', rewarded))).toBe(false);
    const practiceModes = gameModes.filter((mode) => !modeRules[mode].rewarded);
    // Family challenges win nothing either, but are a contest between relatives: their server code applies tiers-temps
    // as in a rewarded mode (lambdas/src/quiz/family-challenges.ts, `asCompetition`).
    expect(practiceModes).toEqual(['self-challenge', 'family-challenge']);
    for (const mode of gameModes) expect(effectiveAccommodation('untimed', modeRules[mode])).toBe(modeRules[mode].rewarded ? 'x2' : 'untimed');
  });

  it('never shortens a deadline, and orders the settings standard ≤ x1.5 ≤ x2 ≤ untimed', () => {
    fc.assert(fc.property(fc.integer({ min: 1_000, max: 20 * 60_000 }), fc.boolean(), (baseMs, isRewarded) => {
      const mode = { rewarded: isRewarded };
      const lengths = timeAccommodations.map((accommodation) => accommodatedMs(baseMs, accommodation, mode));
      expect(lengths[0]).toBe(baseMs);
      for (let i = 1; i < lengths.length; i++) expect(lengths[i]).toBeGreaterThanOrEqual(lengths[i - 1]!);
      expect(lengths.every((ms) => Number.isInteger(ms) && ms >= baseMs)).toBe(true);
    }));
  });
});
