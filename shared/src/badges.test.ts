import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeProgress, badgeTypes, earnedBadges, emptyCounters, gameBadges, powerEliteEarned, type BadgeCounters, type GameFacts } from './badges.ts';

const counters = fc.record({
  games: fc.nat(10_000), correctAnswers: fc.nat(10_000), coinsEarned: fc.nat(10_000), dailyStreak: fc.nat(60), playStreak: fc.nat(60),
  oneToOneWins: fc.nat(5), groupBattleWins: fc.nat(5), contestWins: fc.nat(5), randomBattleWinStreak: fc.nat(5), sharedWith: fc.nat(100),
  bestMonthlyRank: fc.nat(10), badges: fc.nat(15),
}) satisfies fc.Arbitrary<BadgeCounters>;
const game = fc.record({ mode: fc.constantFrom('quiz-zone', 'fun-and-learn', 'daily'), total: fc.integer({ min: 1, max: 20 }), correct: fc.nat(20), lifelinesUsed: fc.nat(4), averageMs: fc.nat(30_000) })
  .filter((g) => g.correct <= g.total) satisfies fc.Arbitrary<GameFacts>;

describe('badge rules (seed §9)', () => {
  it('a game badge needs at least 5 questions, all right', () => {
    fc.assert(fc.property(game, (g) => {
      if (g.total < 5 || g.correct < g.total) expect(gameBadges(g)).toEqual([]);
    }));
    expect(gameBadges({ mode: 'quiz-zone', total: 4, correct: 4, lifelinesUsed: 0, averageMs: 1 })).toEqual([]);
    expect(gameBadges({ mode: 'fun-and-learn', total: 5, correct: 5, lifelinesUsed: 0, averageMs: 1_000 }).sort()).toEqual(['brainiac', 'flashback', 'super_sonic']);
    expect(gameBadges({ mode: 'quiz-zone', total: 10, correct: 10, lifelinesUsed: 1, averageMs: 9_000 })).toEqual([]);
  });

  it('applies the thresholds exactly: 5k correct answers, more than 5k coins, 30 days, more than 50 shares, 3 wins in a row', () => {
    const at = (patch: Partial<BadgeCounters>) => earnedBadges({ ...emptyCounters, ...patch });
    expect(at({ correctAnswers: 4_999 })).not.toContain('big_thing');
    expect(at({ correctAnswers: 5_000 })).toContain('big_thing');
    expect(at({ coinsEarned: 5_000 })).not.toContain('elite');
    expect(at({ coinsEarned: 5_001 })).toContain('elite');
    expect(at({ dailyStreak: 29 })).not.toContain('thirsty');
    expect(at({ dailyStreak: 30 })).toContain('thirsty');
    expect(at({ playStreak: 30 })).toContain('streak');
    expect(at({ sharedWith: 50 })).not.toContain('sharing_caring');
    expect(at({ sharedWith: 51 })).toContain('sharing_caring');
    expect(at({ randomBattleWinStreak: 2 })).not.toContain('quiz_warrior');
    expect(at({ randomBattleWinStreak: 3 })).toContain('quiz_warrior');
    expect(at({ games: 1 })).toEqual(['dashing_debut']);
    expect(at({ bestMonthlyRank: 2 })).not.toContain('ultimate_player');
    expect(at({ bestMonthlyRank: 1 })).toContain('ultimate_player');
  });

  it('power elite needs more than ten other badges', () => {
    const others = badgeTypes.filter((t) => t !== 'power_elite');
    expect(powerEliteEarned(others.slice(0, 10))).toBe(false);
    expect(powerEliteEarned(others.slice(0, 11))).toBe(true);
    expect(powerEliteEarned([...others.slice(0, 10), 'power_elite'])).toBe(false);
  });

  it('more of every counter never loses a badge, and progress never exceeds its target', () => {
    fc.assert(fc.property(counters, counters, (a, b) => {
      const more = Object.fromEntries(Object.keys(a).map((k) => [k, Math.max(a[k as keyof BadgeCounters], b[k as keyof BadgeCounters])])) as unknown as BadgeCounters;
      // bestMonthlyRank is better when lower (but 0 means never ranked), so it is left out of the monotony check.
      const same = { ...more, bestMonthlyRank: a.bestMonthlyRank };
      for (const badge of earnedBadges(a)) expect(earnedBadges(same)).toContain(badge);
      for (const type of badgeTypes) {
        const { current, target } = badgeProgress(type, a);
        expect(current).toBeLessThanOrEqual(target);
        if (earnedBadges(a).includes(type)) expect(current).toBe(target);
      }
    }));
  });
});
