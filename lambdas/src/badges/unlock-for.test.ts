import { ELITE_COINS, STREAK_DAYS, noStreak, type Streak } from '@plume/shared';
import { describe, expect, it } from 'vitest';
import type { ProfileStats } from '#statistics/data/stats';
import { badgeCounters, badgesFor, type StoredFacts } from './unlock-for.ts';

const stats: ProfileStats = { games: 0, questions: 0, correct: 0, points: 0, coinsEarned: 0, playStreak: noStreak, dailyStreak: noStreak, bestMonthlyRank: 0, version: 0 };
const stored = (patch: Partial<StoredFacts> = {}): StoredFacts => ({ stats, coinsEarned: 0, practice: noStreak, ...patch });
const streakOf = (current: number, lastDay: string): Streak => ({ current, best: current, lastDay });

describe('the badges one set of facts decides', () => {
  it('Élite counts the lifetime earnings, not the coins quiz games announced', () => {
    // Prepare: a profile whose quiz games announced many coins but which earned few in all, and the reverse.
    const quizOnly = stored({ stats: { ...stats, games: 1, coinsEarned: 9_000 }, coinsEarned: 100 });
    const everywhere = stored({ stats: { ...stats, games: 1, coinsEarned: 10 }, coinsEarned: ELITE_COINS + 1 });
    // Act / Assess
    expect(badgesFor(quizOnly)).not.toContain('elite');
    expect(badgesFor(everywhere)).toContain('elite');
    expect(badgesFor(stored({ coinsEarned: ELITE_COINS }))).not.toContain('elite');
  });

  it('Série counts the practice streak, not the quiz games\' play streak', () => {
    const practised = stored({ practice: streakOf(STREAK_DAYS, '2026-11-29'), stats: { ...stats, playStreak: streakOf(2, '2026-11-29') } });
    const quizStreakOnly = stored({ practice: streakOf(2, '2026-11-29'), stats: { ...stats, playStreak: streakOf(STREAK_DAYS, '2026-11-29') } });
    expect(badgesFor(practised)).toContain('streak');
    expect(badgesFor(quizStreakOnly)).not.toContain('streak');
  });

  it('the caller\'s fresh counters and game join the stored ones', () => {
    expect(badgesFor(stored(), { counters: { contestWins: 1 } })).toEqual(['most_wanted_winner']);
    expect(badgesFor(stored({ coinsEarned: ELITE_COINS + 1 }), { counters: { oneToOneWins: 1 } }).sort()).toEqual(['combat_winner', 'elite']);
    expect(badgesFor(stored(), { game: { mode: 'fun-and-learn', total: 5, correct: 5, lifelinesUsed: 1, averageMs: 9_000 } })).toEqual(['flashback']);
    expect(badgesFor(stored())).toEqual([]);
  });

  it('the badge screen shows a streak as it stands today: 0 once broken; a decision takes it as last extended', () => {
    const facts = stored({ practice: streakOf(12, '2026-11-20'), stats: { ...stats, dailyStreak: streakOf(4, '2026-11-28') } });
    expect(badgeCounters(facts, 3, '2026-11-29')).toMatchObject({ playStreak: 0, dailyStreak: 4, badges: 3 });
    expect(badgeCounters(facts, 3)).toMatchObject({ playStreak: 12, dailyStreak: 4 });
  });
});
