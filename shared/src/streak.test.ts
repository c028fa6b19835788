import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parisDay, previousDay, wordLetters } from './quiz/modes.ts';
import { extendStreak, noStreak, streakToday } from './streak.ts';

describe('streaks', () => {
  it('grows on consecutive days, restarts after a gap, ignores repeats and late days', () => {
    let s = extendStreak(noStreak, '2026-11-20');
    s = extendStreak(s, '2026-11-21');
    s = extendStreak(s, '2026-11-21');
    expect(s).toEqual({ current: 2, best: 2, lastDay: '2026-11-21' });
    expect(extendStreak(s, '2026-11-19')).toEqual(s);
    expect(extendStreak(s, '2026-11-23')).toEqual({ current: 1, best: 2, lastDay: '2026-11-23' });
    expect(streakToday(s, '2026-11-22')).toBe(2);
    expect(streakToday(s, '2026-11-23')).toBe(0);
  });

  it('a run of n consecutive days, delivered in any order with duplicates, never exceeds n and ends at n when in order', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), fc.array(fc.nat(39)), (n, noise) => {
      const days = [ '2026-11-30' ];
      while (days.length < n) days.unshift(previousDay(days[0]!));
      const inOrder = days.reduce(extendStreak, noStreak);
      expect(inOrder.current).toBe(n);
      const shuffled = [...days, ...noise.filter((i) => i < n).map((i) => days[i]!)].sort(() => 0.5 - Math.random());
      expect(shuffled.reduce(extendStreak, noStreak).current).toBeLessThanOrEqual(n);
    }));
  });

  it('days turn over at Paris midnight, across the month and the clock change', () => {
    expect(parisDay(Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(parisDay(Date.parse('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDay(Date.parse('2026-07-01T22:01:00Z'))).toBe('2026-07-02');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
  });

  it('guess the word compares letters only', () => {
    expect(wordLetters(' Éléphant ')).toBe('ELEPHANT');
    expect(wordLetters('porte-clé')).toBe('PORTECLE');
  });
});
