import { GetMetricDataCommand, type MetricDataQuery } from '@aws-sdk/client-cloudwatch';
import { Refusal } from '@plume/shared';
import {
  countedMetrics, denseSeries, GAUGE_METRIC, metricsWindow, sumSeries, type BusinessMetricsView, type CountedMetric, type MetricsPeriod,
} from '@plume/shared/admin/metrics';
import { METRICS_NAMESPACE } from '@plume/shared/business-metrics';
import { cloudWatch } from '#clients/cloudwatch';
import { env } from '#clients/env';
import { logger } from '#clients/logger';
import { deadLetterQueueName } from '../routes.ts';
import { deadLetterRules } from './dead-letters.ts';

/** Powertools Metrics writes every business figure with this one dimension (`serviceName` in `#clients/metrics`). */
const SERVICE_DIMENSION = { Name: 'service', Value: 'plume' };

/** CloudWatch query ids must start with a lower-case letter: `GamesCompleted` → `gamesCompleted`, dead letters by index. */
const businessId = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const deadLetterId = (index: number) => `deadLetters${index}`;

interface Points { timestamps: Date[]; values: number[]; complete: boolean }

/**
 * The business figures of a period, as the ops dashboard graphs them: each counted metric's sum per bucket, the
 * oldest pending payout's maximum per bucket, and the dead letters — on AWS, each rule's dead-letter queue's
 * `NumberOfMessagesSent` (SQS's own metric; the local cloud answers it too), summed here rather than by metric math.
 * One GetMetricData call (paged when CloudWatch says so), whichever CloudWatch the SDK is pointed at.
 */
export async function readBusinessMetrics(period: MetricsPeriod, now = Date.now()): Promise<BusinessMetricsView> {
  const window = metricsWindow(period, now);
  const rules = deadLetterRules();
  const business = (name: string, stat: string): MetricDataQuery => ({
    Id: businessId(name),
    MetricStat: { Metric: { Namespace: METRICS_NAMESPACE, MetricName: name, Dimensions: [SERVICE_DIMENSION] }, Period: window.stepSeconds, Stat: stat },
  });
  const queries: MetricDataQuery[] = [
    ...countedMetrics.filter((name) => name !== 'DeadLetters').map((name) => business(name, 'Sum')),
    business(GAUGE_METRIC, 'Maximum'),
    ...rules.map((rule, index) => ({
      Id: deadLetterId(index),
      Label: rule,
      MetricStat: { Metric: { Namespace: 'AWS/SQS', MetricName: 'NumberOfMessagesSent', Dimensions: [{ Name: 'QueueName', Value: deadLetterQueueName(rule, env.namePrefix) }] }, Period: window.stepSeconds, Stat: 'Sum' },
    })),
  ];
  const results = await fetchAll(queries, window.start, window.end);
  const pointsOf = (id: string): Points => results.get(id) ?? { timestamps: [], values: [], complete: false };
  const add = (a: number, b: number) => a + b;
  const counted = (id: string) => denseSeries(window, pointsOf(id), add, 0);

  const deadLetterSeries = rules.map((_, index) => counted(deadLetterId(index)));
  const countSeries = (metric: CountedMetric): number[] => (metric === 'DeadLetters' ? sumSeries(deadLetterSeries, window.buckets.length) : counted(businessId(metric)));
  const gauge = denseSeries(window, pointsOf(businessId(GAUGE_METRIC)), Math.max, null);
  return {
    period,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    stepSeconds: window.stepSeconds,
    buckets: window.buckets.map((bucket) => bucket.toISOString()),
    counts: countedMetrics.map((metric) => {
      const values = countSeries(metric);
      return { metric, values, total: values.reduce(add, 0) };
    }),
    oldestPendingPayoutHours: { values: gauge, latest: gauge.findLast((value) => value !== null) ?? null },
    deadLettersByRule: rules
      .map((rule, index) => ({ rule, count: deadLetterSeries[index]!.reduce(add, 0) }))
      .filter(({ count }) => count > 0),
    partial: queries.some((query) => !pointsOf(query.Id!).complete),
  };
}

/** Every page of one GetMetricData question, each query's points gathered under its id. */
async function fetchAll(queries: MetricDataQuery[], start: Date, end: Date): Promise<Map<string, Points>> {
  const results = new Map<string, Points>();
  let nextToken: string | undefined;
  try {
    do {
      const page = await cloudWatch.send(new GetMetricDataCommand({
        MetricDataQueries: queries, StartTime: start, EndTime: end, ScanBy: 'TimestampAscending', ...(nextToken ? { NextToken: nextToken } : {}),
      }));
      for (const result of page.MetricDataResults ?? []) {
        if (!result.Id) continue;
        const points = results.get(result.Id) ?? { timestamps: [], values: [], complete: true };
        points.timestamps.push(...(result.Timestamps ?? []));
        points.values.push(...(result.Values ?? []));
        // PartialData means more pages follow; the last page's status is the one that counts.
        points.complete = result.StatusCode === 'Complete' || (result.StatusCode === 'PartialData' && !!page.NextToken);
        results.set(result.Id, points);
      }
      nextToken = page.NextToken;
    } while (nextToken);
  } catch (error) {
    logger.error('GetMetricData failed', { error });
    throw new Refusal('upstream', 'metrics_unavailable');
  }
  return results;
}
