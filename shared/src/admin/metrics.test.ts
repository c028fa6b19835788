import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { denseSeries, metricsPeriods, metricsPeriodSpans, metricsWindow, sumSeries } from './metrics.ts';

const HOUR = 3600_000;
const add = (a: number, b: number) => a + b;

describe('the window of a period', () => {
  it('ends with the hour that holds now and starts 24 hours earlier, one bucket per hour', () => {
    const now = Date.UTC(2026, 10, 26, 7, 42, 13);
    const window = metricsWindow('24h', now);
    expect(window.end.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(window.start.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(window.buckets).toHaveLength(24);
    expect(window.buckets[23]!.toISOString()).toBe('2026-11-26T07:00:00.000Z');
  });

  it('covers now, spans its duration exactly, in whole buckets (property)', () => {
    fc.assert(fc.property(fc.constantFrom(...metricsPeriods), fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (period, now) => {
      const { durationSeconds, stepSeconds } = metricsPeriodSpans[period];
      const window = metricsWindow(period, now);
      expect(window.start.getTime()).toBeLessThanOrEqual(now);
      expect(window.end.getTime()).toBeGreaterThan(now);
      expect(window.end.getTime() - window.start.getTime()).toBe(durationSeconds * 1000);
      expect(window.start.getTime() % (stepSeconds * 1000)).toBe(0);
      expect(window.buckets.length * stepSeconds).toBe(durationSeconds);
    }));
  });
});

describe('dense series from CloudWatch\'s sparse answer', () => {
  const window = metricsWindow('24h', Date.UTC(2026, 10, 26, 7, 30));

  it('puts each point in its bucket, newest-first input or not, and fills the rest', () => {
    const at = (hoursAfterStart: number) => new Date(window.start.getTime() + hoursAfterStart * HOUR);
    const series = denseSeries(window, { timestamps: [at(23), at(2), at(2.5)], values: [4, 1, 2] }, add, 0);
    expect(series).toHaveLength(24);
    expect(series[23]).toBe(4);
    expect(series[2]).toBe(3);
    expect(series.reduce(add, 0)).toBe(7);
  });

  it('drops points outside the window and non-finite values; a gauge keeps null where nothing was measured', () => {
    const before = new Date(window.start.getTime() - 1);
    const series = denseSeries(window, { timestamps: [before, window.end, window.start, window.start], values: [5, 5, Number.NaN, 3] }, Math.max, null);
    expect(series[0]).toBe(3);
    expect(series.slice(1).every((value) => value === null)).toBe(true);
  });

  it('keeps the total of the points inside the window (property)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: -2 * HOUR, max: 26 * HOUR }), fc.integer({ min: 0, max: 1000 })), { maxLength: 50 }), (points) => {
      const timestamps = points.map(([offset]) => new Date(window.start.getTime() + offset));
      const values = points.map(([, value]) => value);
      const inside = points.filter(([offset]) => offset >= 0 && offset < 24 * HOUR).reduce((sum, [, value]) => sum + value, 0);
      const series = denseSeries(window, { timestamps, values }, add, 0);
      expect(series).toHaveLength(24);
      expect(series.reduce(add, 0)).toBe(inside);
    }));
  });

  it('sums series bucket by bucket, a missing value counting 0', () => {
    expect(sumSeries([[1, 2, 3], [10, 20], []], 3)).toEqual([11, 22, 3]);
    expect(sumSeries([], 2)).toEqual([0, 0]);
  });
});
