import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalEventBridge } from './eventbridge.ts';
import { freePort } from './ports.ts';

/** The local EventBridge on its own, driven by the real SDK client, with consumers we can watch. */
describe('local EventBridge', () => {
  const calls: { target: string; event: any }[] = [];
  let failuresLeft = 0;
  const bus = new LocalEventBridge({
    busName: 'plume',
    region: 'eu-west-3',
    account: '000000000000',
    retryAttempts: 3,
    retryBaseDelayMs: 5,
    rules: [
      { name: 'quiz-to-coins', pattern: { source: ['plume'], 'detail-type': ['quiz.completed'], detail: { correct: [{ numeric: ['>', 0] }] } }, target: 'coins' },
      { name: 'quiz-to-flaky', pattern: { source: ['plume'], 'detail-type': ['quiz.flaky'] }, target: 'flaky' },
      { name: 'quiz-to-broken', pattern: { source: ['plume'], 'detail-type': ['quiz.broken'] }, target: 'broken' },
    ],
    invoke: async (target, event) => {
      calls.push({ target, event });
      if (target === 'broken') throw new Error('consumer is down');
      if (target === 'flaky' && failuresLeft-- > 0) throw new Error('transient');
    },
  });
  let client: EventBridgeClient;

  beforeAll(async () => {
    const endpoint = await bus.listen(await freePort());
    client = new EventBridgeClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  });
  afterAll(() => bus.stop());

  const put = (detailType: string, detail: object, EventBusName = 'plume') =>
    client.send(new PutEventsCommand({ Entries: [{ EventBusName, Source: 'plume', DetailType: detailType, Detail: JSON.stringify(detail) }] }));

  it('runs the matching consumer once, with the full EventBridge envelope', async () => {
    calls.length = 0;
    const result = await put('quiz.completed', { correct: 3 });
    await bus.idle();
    expect(result.FailedEntryCount).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      target: 'coins',
      event: { version: '0', id: result.Entries![0]!.EventId, 'detail-type': 'quiz.completed', source: 'plume', account: '000000000000', region: 'eu-west-3', resources: [], detail: { correct: 3 } },
    });
    expect(calls[0]!.event.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('does not run a consumer whose pattern does not match', async () => {
    calls.length = 0;
    await put('quiz.completed', { correct: 0 });
    await bus.idle();
    expect(calls).toHaveLength(0);
  });

  it('retries a failing consumer until it succeeds, without dead-lettering', async () => {
    calls.length = 0;
    failuresLeft = 2;
    await put('quiz.flaky', { n: 1 });
    await bus.idle();
    expect(calls.map((c) => c.target)).toEqual(['flaky', 'flaky', 'flaky']);
    expect(bus.deadLetters).toHaveLength(0);
  });

  it('dead-letters an event after the retries are spent, and shows it at /_local/dlq', async () => {
    calls.length = 0;
    const result = await put('quiz.broken', { n: 2 });
    await bus.idle();
    expect(calls).toHaveLength(4); // first attempt + 3 retries
    expect(bus.deadLetters).toHaveLength(1);
    expect(bus.deadLetters[0]).toMatchObject({ rule: 'quiz-to-broken', target: 'broken', attempts: 4, error: 'consumer is down', event: { id: result.Entries![0]!.EventId } });
    const endpoint = await client.config.endpoint!();
    const listed = await (await fetch(`${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}/_local/dlq`)).json();
    expect(listed).toEqual(bus.deadLetters);
  });

  it('reports bad entries per entry, as EventBridge does', async () => {
    const result = await client.send(new PutEventsCommand({
      Entries: [
        { EventBusName: 'plume', Source: 'plume', DetailType: 'quiz.completed', Detail: '[1,2]' },
        { EventBusName: 'elsewhere', Source: 'plume', DetailType: 'quiz.completed', Detail: '{}' },
        { EventBusName: 'arn:aws:events:eu-west-3:000000000000:event-bus/plume', Source: 'plume', DetailType: 'quiz.completed', Detail: '{"correct":1}' },
      ],
    }));
    expect(result.FailedEntryCount).toBe(2);
    expect(result.Entries![0]).toMatchObject({ ErrorCode: 'MalformedDetail' });
    expect(result.Entries![1]).toMatchObject({ ErrorCode: 'ResourceNotFoundException' });
    expect(result.Entries![2]!.EventId).toBeTruthy();
  });

  it('rejects a malformed request with a ValidationException', async () => {
    await expect(client.send(new PutEventsCommand({ Entries: [] }))).rejects.toMatchObject({ name: 'ValidationException' });
  });
});

describe('local EventBridge schedules', () => {
  it('fires a rate() schedule on time with a Scheduled Event envelope, and again after each period', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-22T10:00:00Z') });
    const fired: any[] = [];
    const bus = new LocalEventBridge({
      busName: 'plume', region: 'eu-west-3', account: '000000000000', rules: [],
      schedules: [{ name: 'heartbeat', expression: 'rate(1 minute)', target: 'beat' }],
      invoke: async (_target, event) => { fired.push(event); },
    });
    try {
      await bus.listen(await freePort());
      await vi.advanceTimersByTimeAsync(59_000);
      expect(fired).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(fired).toHaveLength(1);
      expect(fired[0]).toMatchObject({
        source: 'aws.events', 'detail-type': 'Scheduled Event', time: '2026-11-22T10:01:00Z', detail: {},
        resources: ['arn:aws:events:eu-west-3:000000000000:rule/heartbeat'],
      });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fired.map((event) => event.time)).toEqual(['2026-11-22T10:01:00Z', '2026-11-22T10:02:00Z', '2026-11-22T10:03:00Z']);
    } finally {
      vi.useRealTimers();
      await bus.stop();
    }
  });
});
