import { CloudWatchClient, GetMetricDataCommand } from '@aws-sdk/client-cloudwatch';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { Refusal } from '@plume/shared';
import { metricsWindow } from '@plume/shared/admin/metrics';
import { readBusinessMetrics } from './business-metrics.ts';
import { deadLetterRules } from './dead-letters.ts';

const cloudWatch = mockClient(CloudWatchClient);
const now = Date.UTC(2026, 10, 26, 7, 30);
const window = metricsWindow('24h', now);
const hour = (index: number) => new Date(window.start.getTime() + index * 3600_000);

beforeEach(() => {
  cloudWatch.reset();
});

describe('reading the business figures from CloudWatch', () => {
  it('asks every figure once, gathers the pages, sums the dead-letter queues and keeps the gauge\'s maximum', async () => {
    const [firstRule, secondRule] = deadLetterRules();
    const firstQueue = `deadLetters${deadLetterRules().indexOf(firstRule!)}`;
    const secondQueue = `deadLetters${deadLetterRules().indexOf(secondRule!)}`;
    cloudWatch.on(GetMetricDataCommand)
      .resolvesOnce({
        MetricDataResults: [
          { Id: 'gamesCompleted', Timestamps: [hour(0)], Values: [2], StatusCode: 'PartialData' },
          { Id: firstQueue, Timestamps: [hour(23)], Values: [1], StatusCode: 'Complete' },
        ],
        NextToken: 'page-2',
      })
      .resolvesOnce({
        MetricDataResults: [
          { Id: 'gamesCompleted', Timestamps: [hour(23)], Values: [3], StatusCode: 'Complete' },
          { Id: secondQueue, Timestamps: [hour(23), hour(5)], Values: [2, 4], StatusCode: 'Complete' },
          { Id: 'oldestPendingPayoutHours', Timestamps: [hour(1), hour(2)], Values: [70, 74.5], StatusCode: 'Complete' },
        ],
      });

    const figures = await readBusinessMetrics('24h', now);

    const calls = cloudWatch.commandCalls(GetMetricDataCommand);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.args[0].input.NextToken).toBe('page-2');
    const queries = calls[0]!.args[0].input.MetricDataQueries!;
    expect(queries.find((query) => query.Id === 'gamesCompleted')?.MetricStat).toEqual({
      Metric: { Namespace: 'Plume', MetricName: 'GamesCompleted', Dimensions: [{ Name: 'service', Value: 'plume' }] }, Period: 3600, Stat: 'Sum',
    });
    expect(queries.find((query) => query.Id === firstQueue)?.MetricStat?.Metric).toEqual({
      Namespace: 'AWS/SQS', MetricName: 'NumberOfMessagesSent', Dimensions: [{ Name: 'QueueName', Value: `plume-dlq-${firstRule}` }],
    });
    const games = figures.counts.find((series) => series.metric === 'GamesCompleted')!;
    expect([games.values[0], games.values[23], games.total]).toEqual([2, 3, 5]);
    const deadLetters = figures.counts.find((series) => series.metric === 'DeadLetters')!;
    expect([deadLetters.values[5], deadLetters.values[23], deadLetters.total]).toEqual([4, 3, 7]);
    expect(figures.deadLettersByRule).toEqual([{ rule: firstRule, count: 1 }, { rule: secondRule, count: 6 }]);
    expect(figures.oldestPendingPayoutHours.latest).toBe(74.5);
    expect(figures.oldestPendingPayoutHours.values.filter((value) => value !== null)).toEqual([70, 74.5]);
    // Every figure not answered is missing, not zero: the answer says it is partial.
    expect(figures.partial).toBe(true);
  });

  it('is complete when every query says so', async () => {
    cloudWatch.on(GetMetricDataCommand).callsFake(({ MetricDataQueries }: { MetricDataQueries: { Id: string }[] }) => ({
      MetricDataResults: MetricDataQueries.map(({ Id }) => ({ Id, Timestamps: [], Values: [], StatusCode: 'Complete' })),
    }));
    const figures = await readBusinessMetrics('30d', now);
    expect(figures).toMatchObject({ period: '30d', partial: false, deadLettersByRule: [], oldestPendingPayoutHours: { latest: null } });
    expect(figures.buckets).toHaveLength(30);
  });

  it('refuses with a catalogue message, never a 500, when CloudWatch cannot be read', async () => {
    cloudWatch.on(GetMetricDataCommand).rejects(new Error('AccessDenied'));
    const refusal = await readBusinessMetrics('7d', now).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ kind: 'upstream', key: 'metrics_unavailable' });
  });
});
