import { accuracy } from './accuracy';

/** The chart draws at most this many categories (the most played ones) so that it stays readable. */
export const MAX_CHARTED_CATEGORIES = 5;

interface CategoryDay {
  day: string;
  category: string;
  questions: number;
  correct: number;
}

/** One day of the chart: per charted category, its accuracy that day in %, or null when it was not played. */
export interface CategoryAccuracyRow {
  day: string;
  [category: string]: string | number | null;
}

/**
 * Accuracy by category over time: one row per day of the window (oldest first, as given), one series per category
 * played in it, the most questions first and at most `limit` of them. Days a category was not played stay null, so
 * the chart leaves a gap instead of a fall to zero.
 */
export function categoryAccuracyOverTime(
  days: readonly { day: string }[],
  categoryDays: readonly CategoryDay[],
  limit = MAX_CHARTED_CATEGORIES,
): { series: { category: string; questions: number }[]; rows: CategoryAccuracyRow[] } {
  const window = new Set(days.map(({ day }) => day));
  const tallies = new Map<string, Map<string, { questions: number; correct: number }>>();
  for (const { day, category, questions, correct } of categoryDays) {
    if (!window.has(day) || questions <= 0) continue;
    const byDay = tallies.get(category) ?? new Map<string, { questions: number; correct: number }>();
    const tally = byDay.get(day) ?? { questions: 0, correct: 0 };
    byDay.set(day, { questions: tally.questions + questions, correct: tally.correct + correct });
    tallies.set(category, byDay);
  }
  const series = [...tallies]
    .map(([category, byDay]) => ({ category, questions: [...byDay.values()].reduce((sum, tally) => sum + tally.questions, 0) }))
    .sort((a, b) => b.questions - a.questions || a.category.localeCompare(b.category))
    .slice(0, limit);
  const rows = days.map(({ day }) => {
    const row: CategoryAccuracyRow = { day };
    for (const { category } of series) {
      const tally = tallies.get(category)?.get(day);
      row[category] = tally ? accuracy(tally) : null;
    }
    return row;
  });
  return { series, rows };
}
