import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudWatchClient, GetMetricDataCommand, type MetricDataQuery } from '@aws-sdk/client-cloudwatch';
import { LocalCloudWatch } from './cloudwatch.ts';
import { LocalMetrics } from './metrics.ts';
import { freePort } from './ports.ts';

const HOUR = 3600_000;
const start = Date.UTC(2026, 10, 25, 8, 0);
const service = [{ Name: 'service', Value: 'plume' }];

/** An EMF line as Powertools Metrics writes it (dimension `service`). */
const emf = (at: number, figures: Record<string, number | number[]>) => JSON.stringify({
  _aws: { Timestamp: at, CloudWatchMetrics: [{ Namespace: 'Plume', Dimensions: [['service']], Metrics: Object.keys(figures).map((Name) => ({ Name, Unit: 'Count' })) }] },
  service: 'plume',
  ...figures,
});

const stat = (Id: string, MetricName: string, Stat: string, extra: Partial<MetricDataQuery> = {}, Namespace = 'Plume', Dimensions = service): MetricDataQuery => ({
  Id, MetricStat: { Metric: { Namespace, MetricName, Dimensions }, Period: 3600, Stat }, ...extra,
});

describe('the local CloudWatch GetMetricData, through the real SDK client (AWS JSON 1.0)', () => {
  const metrics = new LocalMetrics();
  const cloudWatch = new LocalCloudWatch(metrics);
  let client: CloudWatchClient;

  beforeAll(async () => {
    const endpoint = await cloudWatch.listen(await freePort());
    client = new CloudWatchClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    // Hour 0: two games, 30 coins (20 + 5 + 5); hour 2: one game; the gauge measured twice in hour 1.
    metrics.record(emf(start + 5 * 60_000, { GamesCompleted: 1, CoinsCredited: 20 }));
    metrics.record(emf(start + 50 * 60_000, { GamesCompleted: 1, CoinsCredited: [5, 5] }));
    metrics.record(emf(start + 2 * HOUR + 1_000, { GamesCompleted: 1 }));
    metrics.record(emf(start + HOUR + 60_000, { OldestPendingPayoutHours: 70 }));
    metrics.record(emf(start + HOUR + 16 * 60_000, { OldestPendingPayoutHours: 75.5 }));
    // Outside the window asked below, and a metric of another dimension set: neither may count.
    metrics.record(emf(start - 1, { GamesCompleted: 100 }));
    metrics.count('Plume', 'GamesCompleted', 1000, start + 10 * 60_000, { service: 'autre' });
    metrics.count('AWS/SQS', 'NumberOfMessagesSent', 1, start + 3 * HOUR, { QueueName: 'plume-dlq-welcome-coins' });
  });
  afterAll(() => cloudWatch.stop());

  const ask = (queries: MetricDataQuery[], scanBy?: 'TimestampAscending' | 'TimestampDescending') =>
    client.send(new GetMetricDataCommand({ StartTime: new Date(start), EndTime: new Date(start + 24 * HOUR), MetricDataQueries: queries, ...(scanBy ? { ScanBy: scanBy } : {}) }));

  it('sums each metric per period bucket, each result under its id and label, buckets at their start', async () => {
    const { MetricDataResults } = await ask([stat('games', 'GamesCompleted', 'Sum', { Label: 'Parties' }), stat('coins', 'CoinsCredited', 'Sum')], 'TimestampAscending');
    expect(MetricDataResults).toEqual([
      { Id: 'games', Label: 'Parties', Timestamps: [new Date(start), new Date(start + 2 * HOUR)], Values: [2, 1], StatusCode: 'Complete' },
      { Id: 'coins', Label: 'CoinsCredited', Timestamps: [new Date(start)], Values: [30], StatusCode: 'Complete' },
    ]);
  });

  it('answers newest first by default, as CloudWatch does, and the other statistics per bucket', async () => {
    const { MetricDataResults } = await ask([
      stat('games', 'GamesCompleted', 'Sum'),
      stat('oldest', 'OldestPendingPayoutHours', 'Maximum'),
      stat('oldestMin', 'OldestPendingPayoutHours', 'Minimum'),
      stat('coinsAverage', 'CoinsCredited', 'Average'),
      stat('coinsSamples', 'CoinsCredited', 'SampleCount'),
    ]);
    const byId = Object.fromEntries((MetricDataResults ?? []).map((result) => [result.Id, result]));
    expect(byId.games?.Timestamps).toEqual([new Date(start + 2 * HOUR), new Date(start)]);
    expect(byId.oldest?.Values).toEqual([75.5]);
    expect(byId.oldestMin?.Values).toEqual([70]);
    expect(byId.coinsSamples?.Values).toEqual([3]);
    expect(byId.coinsAverage?.Values).toEqual([10]);
  });

  it('matches the dimension set exactly, answers SQS\'s dead-letter counts, and leaves out queries that return no data', async () => {
    const { MetricDataResults } = await ask([
      stat('other', 'GamesCompleted', 'Sum', {}, 'Plume', [{ Name: 'service', Value: 'autre' }]),
      stat('bare', 'GamesCompleted', 'Sum', {}, 'Plume', []),
      stat('dlq', 'NumberOfMessagesSent', 'Sum', {}, 'AWS/SQS', [{ Name: 'QueueName', Value: 'plume-dlq-welcome-coins' }]),
      stat('hidden', 'GamesCompleted', 'Sum', { ReturnData: false }),
    ]);
    expect(MetricDataResults?.map((result) => [result.Id, result.Values])).toEqual([['other', [1000]], ['bare', []], ['dlq', [1]]]);
  });

  it('refuses what it cannot answer truthfully with CloudWatch\'s errors: metric math, percentiles, odd periods, bad ids', async () => {
    await expect(ask([{ Id: 'total', Expression: 'SUM(METRICS())' }])).rejects.toMatchObject({ name: 'InvalidParameterValueException', message: expect.stringMatching(/metric math/) });
    await expect(ask([stat('p90', 'GamesCompleted', 'p90')])).rejects.toMatchObject({ name: 'InvalidParameterValueException' });
    await expect(ask([{ ...stat('odd', 'GamesCompleted', 'Sum'), MetricStat: { ...stat('odd', 'GamesCompleted', 'Sum').MetricStat!, Period: 90 } }])).rejects.toMatchObject({ name: 'InvalidParameterValueException' });
    await expect(ask([stat('Games', 'GamesCompleted', 'Sum')])).rejects.toMatchObject({ $metadata: { httpStatusCode: 400 } });
    await expect(ask([stat('twice', 'GamesCompleted', 'Sum'), stat('twice', 'CoinsCredited', 'Sum')])).rejects.toMatchObject({ $metadata: { httpStatusCode: 400 } });
    await expect(client.send(new GetMetricDataCommand({ StartTime: new Date(start), EndTime: new Date(start), MetricDataQueries: [stat('games', 'GamesCompleted', 'Sum')] }))).rejects.toMatchObject({ name: 'InvalidParameterValueException' });
  });
});
