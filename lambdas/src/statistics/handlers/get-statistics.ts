import * as api from '@plume/shared/endpoints';
import { badgeTypes, parisDay, percentage, previousDay, streakToday } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listBadges } from '#badges/data/badges';
import { getPracticeStreak } from '#statistics/data/practice';
import { getBreakdowns, getCategoryDays, getDays, getStats } from '#statistics/data/stats';
import { getWallet } from '#wallet/data/wallet';

const CHART_DAYS = 30;

/**
 * A profile's statistics page: totals, streaks, coins, badges, the last 30 days (days without play as zeros) and,
 * per category, the days it was played in that window. The play streak is the practice streak (any activity, as the
 * « Série » badge counts it); the daily streak is the daily quiz's.
 */
export const handler = httpHandler(api.getStatistics, async ({ body, identity }) => {
  const today = parisDay(Date.now());
  const days = [today];
  while (days.length < CHART_DAYS) days.unshift(previousDay(days[0]!));
  const [, stats, breakdowns, played, categoryDays, wallet, badges, practice] = await Promise.all([
    assertOwnProfile(identity, body.profileId), getStats(body.profileId), getBreakdowns(body.profileId),
    getDays(body.profileId, days[0]!, today), getCategoryDays(body.profileId, days[0]!, today), getWallet(body.profileId), listBadges(body.profileId),
    getPracticeStreak(body.profileId),
  ]);
  const byDay = new Map(played.map((d) => [d.day, d]));
  return {
    message: 'statistics_loaded',
    data: {
      games: stats.games, questions: stats.questions, correct: stats.correct, accuracy: percentage(stats.correct, stats.questions), points: stats.points,
      coins: { balance: wallet.balance, earned: wallet.earned, spent: wallet.spent },
      badges: { unlocked: badges.length, total: badgeTypes.length },
      playStreak: { current: streakToday(practice, today), best: practice.best },
      dailyStreak: { current: streakToday(stats.dailyStreak, today), best: stats.dailyStreak.best },
      byCategory: breakdowns.byCategory, byMode: breakdowns.byMode,
      days: days.map((day) => { const d = byDay.get(day); return { day, questions: d?.questions ?? 0, correct: d?.correct ?? 0, points: d?.points ?? 0 }; }),
      // Only the days a category was played: a chart draws accuracy where there is some.
      categoryDays,
    },
  };
});
