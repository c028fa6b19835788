import * as z from 'zod';
import { businessMetrics, type BusinessMetric } from '../business-metrics.ts';

/*
 * The admin console's business figures (`/admin/metrics`, docs/admin.md): the same figures the ops dashboard graphs,
 * read from CloudWatch over a chosen period and cut into buckets. The rules here are pure: which window and bucket
 * size a period means, and how CloudWatch's sparse answer (only the buckets that have data) becomes a dense series.
 */

export const metricsPeriods = ['24h', '7d', '30d'] as const;
export type MetricsPeriod = (typeof metricsPeriods)[number];

/** How long each period looks back and how wide its buckets are (24, 28 and 30 bars: readable, and few data points). */
export const metricsPeriodSpans: Readonly<Record<MetricsPeriod, { durationSeconds: number; stepSeconds: number }>> = {
  '24h': { durationSeconds: 24 * 3600, stepSeconds: 3600 },
  '7d': { durationSeconds: 7 * 24 * 3600, stepSeconds: 6 * 3600 },
  '30d': { durationSeconds: 30 * 24 * 3600, stepSeconds: 24 * 3600 },
};

/** The gauge among the business metrics: graphed by its maximum per bucket, never summed. */
export const GAUGE_METRIC = 'OldestPendingPayoutHours' satisfies BusinessMetric;
/** The counted business metrics, plus the dead letters (on AWS each queue's `NumberOfMessagesSent`, summed). */
export const countedMetrics = [...businessMetrics.filter((name) => name !== GAUGE_METRIC), 'DeadLetters'] as const;
export type CountedMetric = Exclude<BusinessMetric, typeof GAUGE_METRIC> | 'DeadLetters';

export interface MetricsWindow {
  start: Date;
  end: Date;
  stepSeconds: number;
  /** The start of each bucket, oldest first. */
  buckets: Date[];
}

/**
 * The window of a period ending with the bucket that holds `now`: its end is `now` rounded up to a whole bucket, so
 * bucket boundaries fall on whole hours (or days, in UTC) and two calls within a bucket ask CloudWatch the same thing.
 */
export function metricsWindow(period: MetricsPeriod, now: number): MetricsWindow {
  const { durationSeconds, stepSeconds } = metricsPeriodSpans[period];
  const stepMs = stepSeconds * 1000;
  const endMs = Math.floor(now / stepMs) * stepMs + stepMs;
  const startMs = endMs - durationSeconds * 1000;
  const buckets = Array.from({ length: durationSeconds / stepSeconds }, (_, index) => new Date(startMs + index * stepMs));
  return { start: new Date(startMs), end: new Date(endMs), stepSeconds, buckets };
}

/**
 * CloudWatch answers only the buckets that have data, newest first by default: this puts each point in its bucket of
 * the window (points outside it are dropped; two points of one bucket are combined) and fills the rest with `empty`.
 */
export function denseSeries<Empty extends number | null>(
  window: MetricsWindow,
  points: { timestamps: readonly Date[]; values: readonly number[] },
  combine: (a: number, b: number) => number,
  empty: Empty,
): (number | Empty)[] {
  const series: (number | Empty)[] = window.buckets.map(() => empty);
  const stepMs = window.stepSeconds * 1000;
  points.timestamps.forEach((timestamp, index) => {
    const value = points.values[index];
    const bucket = Math.floor((timestamp.getTime() - window.start.getTime()) / stepMs);
    if (value === undefined || !Number.isFinite(value) || bucket < 0 || bucket >= series.length) return;
    const previous = series[bucket];
    series[bucket] = previous === null || previous === undefined ? value : combine(previous, value);
  });
  return series;
}

/** Bucket-wise sum of series of one window (each dead-letter queue's series into one). */
export function sumSeries(series: readonly (readonly number[])[], length: number): number[] {
  return Array.from({ length }, (_, index) => series.reduce((sum, values) => sum + (values[index] ?? 0), 0));
}

export const adminGetMetricsRequestSchema = z.object({ period: z.enum(metricsPeriods) }).strict();
export type AdminGetMetricsRequest = z.infer<typeof adminGetMetricsRequestSchema>;

const countSeriesSchema = z.object({
  metric: z.enum(countedMetrics),
  /** One value per bucket (0 where nothing was counted). */
  values: z.array(z.number()),
  total: z.number(),
}).strict();

export const businessMetricsSchema = z.object({
  period: z.enum(metricsPeriods),
  start: z.string(),
  end: z.string(),
  stepSeconds: z.int(),
  /** The start of each bucket (ISO 8601), oldest first; every series has one value per bucket. */
  buckets: z.array(z.string()),
  counts: z.array(countSeriesSchema),
  oldestPendingPayoutHours: z.object({
    /** The maximum measured in each bucket, null where no measurement was made. */
    values: z.array(z.number().nullable()),
    /** The last measurement of the period (null when none). */
    latest: z.number().nullable(),
  }).strict(),
  /** New dead letters in the period, per rule (only rules that have some). */
  deadLettersByRule: z.array(z.object({ rule: z.string(), count: z.number() }).strict()),
  /** CloudWatch could not answer every figure (some are missing or partial). */
  partial: z.boolean(),
}).strict();
export type BusinessMetricsView = z.infer<typeof businessMetricsSchema>;
