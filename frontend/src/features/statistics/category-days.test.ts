import { describe, expect, it } from 'vitest';
import { categoryAccuracyOverTime } from './category-days';

const days = ['2026-11-20', '2026-11-21', '2026-11-22'].map((day) => ({ day }));

describe('accuracy by category over time', () => {
  it('gives one row per day and leaves the days a category was not played empty', () => {
    const { series, rows } = categoryAccuracyOverTime(days, [
      { day: '2026-11-20', category: 'histoire', questions: 10, correct: 6 },
      { day: '2026-11-22', category: 'histoire', questions: 3, correct: 2 },
      { day: '2026-11-21', category: 'orthographe', questions: 5, correct: 0 },
    ]);

    expect(series).toEqual([
      { category: 'histoire', questions: 13 },
      { category: 'orthographe', questions: 5 },
    ]);
    expect(rows).toEqual([
      { day: '2026-11-20', histoire: 60, orthographe: null },
      { day: '2026-11-21', histoire: null, orthographe: 0 },
      { day: '2026-11-22', histoire: 67, orthographe: null },
    ]);
  });

  it('keeps the categories with the most questions in the window, ties by name', () => {
    const categoryDays = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((category, index) => ({ day: '2026-11-21', category, questions: index < 2 ? 1 : 10 - index, correct: 1 }));

    const { series, rows } = categoryAccuracyOverTime(days, categoryDays);

    expect(series.map(({ category }) => category)).toEqual(['c', 'd', 'e', 'f', 'g']);
    expect(Object.keys(rows[0]!)).toEqual(['day', 'c', 'd', 'e', 'f', 'g']);
    expect(categoryAccuracyOverTime(days, categoryDays, 7).series.map(({ category }) => category)).toEqual(['c', 'd', 'e', 'f', 'g', 'a', 'b']);
  });

  it('ignores days outside the window and days without questions', () => {
    const { series, rows } = categoryAccuracyOverTime(days, [
      { day: '2026-10-01', category: 'histoire', questions: 10, correct: 6 },
      { day: '2026-11-21', category: 'grammaire', questions: 0, correct: 0 },
    ]);

    expect(series).toEqual([]);
    expect(rows).toEqual(days);
  });
});
