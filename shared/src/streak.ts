import { previousDay } from './quiz/modes.ts';

/** A run of consecutive Paris days with some activity. */
export interface Streak { current: number; best: number; lastDay: string | null }

export const noStreak: Streak = { current: 0, best: 0, lastDay: null };

/**
 * The streak after activity on `day`. The same day twice changes nothing; the next day extends it; a gap restarts
 * it at 1. An older day (an event delivered late) leaves it as it is: delivery order is not play order.
 */
export function extendStreak(streak: Streak, day: string): Streak {
  if (streak.lastDay !== null && day <= streak.lastDay) return streak;
  const current = streak.lastDay === previousDay(day) ? streak.current + 1 : 1;
  return { current, best: Math.max(streak.best, current), lastDay: day };
}

/** What a streak shows today: broken (0) when its last day is neither today nor yesterday. */
export function streakToday(streak: Streak, today: string): number {
  return streak.lastDay === today || streak.lastDay === previousDay(today) ? streak.current : 0;
}
