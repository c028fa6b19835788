import { earnedBadges, emptyCounters, streakToday, type BadgeCounters, type BadgeType, type GameFacts, type Streak } from '@plume/shared';
import { listBadges, unlockBadges, type UnlockedBadge } from '#badges/data/badges';
import { getLifetimeEarned } from '#wallet/data/earnings';
import { getPracticeStreak } from '#statistics/data/practice';
import { getStats, type ProfileStats } from '#statistics/data/stats';

/**
 * The one place that decides a profile's badges from facts (the rules are `shared/src/badges.ts`): every fact that can
 * unlock one — a game, a credit, a practice day, a battle, a contest, a monthly place, a referral — ends in
 * `unlockFor`, and the badge screen reads its progress from the same counters.
 */

/** What the profile's own records hold: its quiz statistics, every coin it earned, its practice streak. */
export interface StoredFacts { stats: ProfileStats; coinsEarned: number; practice: Streak }

/** What a caller knows that the stored facts do not hold. */
export interface BadgeFacts {
  /** Counters only the caller has (a battle's win totals, a contest's first place, a referral count): they win over stored ones. */
  counters?: Partial<BadgeCounters>;
  /** The game just played, for the badges one game earns. */
  game?: GameFacts;
}

async function storedFacts(profileId: string): Promise<StoredFacts> {
  const [stats, coinsEarned, practice] = await Promise.all([getStats(profileId), getLifetimeEarned(profileId), getPracticeStreak(profileId)]);
  return { stats, coinsEarned, practice };
}

/**
 * The badge counters of the stored facts. With `today`, streaks are as the screens show them that day (a broken one
 * is 0); without it, as last extended, which is what a decision right after the extension needs.
 */
export function badgeCounters({ stats, coinsEarned, practice }: StoredFacts, badges: number, today?: string): BadgeCounters {
  const streak = (s: Streak) => (today ? streakToday(s, today) : s.current);
  return {
    ...emptyCounters, games: stats.games, correctAnswers: stats.correct, coinsEarned, dailyStreak: streak(stats.dailyStreak),
    playStreak: streak(practice), bestMonthlyRank: stats.bestMonthlyRank, badges,
  };
}

/** The badges the facts justify, besides power elite (which `unlockBadges` decides from the badges it finds). */
export function badgesFor(stored: StoredFacts, facts: BadgeFacts = {}): BadgeType[] {
  return earnedBadges({ ...badgeCounters(stored, 0), ...facts.counters }, facts.game);
}

/**
 * Unlocks every badge the profile's stored facts and the caller's fresh ones justify (once each, with its
 * notification: `unlockBadges`), then power elite if they make eleven. Safe to call again at any time: it reads the
 * facts anew, so a retried consumer finishes the work of one that failed before unlocking. Returns what it unlocked.
 * The caller makes sure the profile still exists (its badges would otherwise outlive it).
 */
export async function unlockFor(profileId: string, facts: BadgeFacts = {}): Promise<BadgeType[]> {
  return unlockBadges(profileId, badgesFor(await storedFacts(profileId), facts));
}

/** The badge screen's view: the unlocked badges and the counters of the locked ones' progress, as of `today`. */
export async function badgeStanding(profileId: string, today: string): Promise<{ unlocked: UnlockedBadge[]; counters: BadgeCounters }> {
  const [stored, unlocked] = await Promise.all([storedFacts(profileId), listBadges(profileId)]);
  return { unlocked, counters: badgeCounters(stored, unlocked.length, today) };
}
