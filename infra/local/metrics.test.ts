import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LocalMetrics } from './metrics.ts';

const emf = (at: number, metrics: Record<string, number | number[]>) => JSON.stringify({
  _aws: { Timestamp: at, CloudWatchMetrics: [{ Namespace: 'Plume', Dimensions: [['service']], Metrics: Object.keys(metrics).map((Name) => ({ Name, Unit: 'Count' })) }] },
  service: 'plume',
  ...metrics,
});

describe('the local EMF extraction', () => {
  it('adds what the local cloud counts itself (dead letters) into the same minutes as the handlers\' figures', () => {
    const metrics = new LocalMetrics();
    const minute = Date.UTC(2026, 10, 26, 1, 0);
    const queue = { QueueName: 'plume-dlq-welcome-coins' };
    metrics.count('AWS/SQS', 'NumberOfMessagesSent', 1, minute + 1_000, queue);
    metrics.count('AWS/SQS', 'NumberOfMessagesSent', 1, minute + 59_000, queue);
    metrics.count('AWS/SQS', 'NumberOfMessagesSent', 1, minute + 60_000, queue);
    expect(metrics.summary()).toEqual({
      totals: { NumberOfMessagesSent: 3 },
      series: [
        { namespace: 'AWS/SQS', name: 'NumberOfMessagesSent', dimensions: queue, minute: new Date(minute).toISOString(), value: 2, sampleCount: 2, minimum: 1, maximum: 1 },
        { namespace: 'AWS/SQS', name: 'NumberOfMessagesSent', dimensions: queue, minute: new Date(minute + 60_000).toISOString(), value: 1, sampleCount: 1, minimum: 1, maximum: 1 },
      ],
    });
  });

  it('sums each metric per minute and in total, values given alone or as arrays, under its dimension set', () => {
    const metrics = new LocalMetrics();
    const minute = Date.UTC(2026, 10, 26, 1, 0);
    expect(metrics.record(emf(minute + 5_000, { GamesCompleted: 1, CoinsCredited: 20 }))).toBe(true);
    expect(metrics.record(emf(minute + 50_000, { CoinsCredited: [5, 5] }))).toBe(true);
    expect(metrics.record(emf(minute + 65_000, { GamesCompleted: 1 }))).toBe(true);
    expect(metrics.summary()).toEqual({
      totals: { CoinsCredited: 30, GamesCompleted: 2 },
      series: [
        { namespace: 'Plume', name: 'CoinsCredited', dimensions: { service: 'plume' }, minute: '2026-11-26T01:00:00.000Z', value: 30, sampleCount: 3, minimum: 5, maximum: 20 },
        { namespace: 'Plume', name: 'GamesCompleted', dimensions: { service: 'plume' }, minute: '2026-11-26T01:00:00.000Z', value: 1, sampleCount: 1, minimum: 1, maximum: 1 },
        { namespace: 'Plume', name: 'GamesCompleted', dimensions: { service: 'plume' }, minute: '2026-11-26T01:01:00.000Z', value: 1, sampleCount: 1, minimum: 1, maximum: 1 },
      ],
    });
  });

  it('ignores what is not an EMF document', () => {
    const metrics = new LocalMetrics();
    for (const line of ['Plume est prêt', '{"level":"INFO","message":"hello"}', '{"CloudWatchMetrics": broken', '{"_aws":{"CloudWatchMetrics":"no"}}']) expect(metrics.record(line)).toBe(false);
    expect(metrics.summary()).toEqual({ totals: {}, series: [] });
  });

  it('keeps EMF lines off the output and lets everything else through, until released', () => {
    const metrics = new LocalMetrics();
    const stream = new PassThrough() as unknown as NodeJS.WriteStream;
    const written: string[] = [];
    (stream as unknown as PassThrough).on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const release = metrics.captureStandardOutput(stream);
    stream.write(`${emf(Date.now(), { FlashcardsReviewed: 1 })}\n`);
    stream.write('une ligne ordinaire\n');
    release();
    stream.write(`${emf(Date.now(), { FlashcardsReviewed: 1 })}\n`);
    expect(written[0]).toBe('une ligne ordinaire\n');
    expect(written).toHaveLength(2);
    expect(metrics.summary().totals).toEqual({ FlashcardsReviewed: 1 });
  });
});
