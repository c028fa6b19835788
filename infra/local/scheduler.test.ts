import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictException, CreateScheduleCommand, DeleteScheduleCommand, GetScheduleCommand, ResourceNotFoundException, SchedulerClient, ValidationException } from '@aws-sdk/client-scheduler';
import { atExpression } from '@plume/shared/schedule-expression';
import { LocalScheduler } from './scheduler.ts';
import { freePort } from './ports.ts';

/** The local Scheduler through the real SDK client: what handlers send, answered as AWS answers it. */
const TARGET = 'arn:aws:lambda:eu-west-3:000000000000:function:plume-timer-test';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

describe('the local EventBridge Scheduler', () => {
  const dir = mkdtempSync(join(tmpdir(), 'plume-scheduler-'));
  const running: LocalScheduler[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((scheduler) => scheduler.stop()));
  });

  async function start(stateFile: string, invocations: unknown[], failures = 0) {
    let failuresLeft = failures;
    const scheduler = new LocalScheduler({
      stateFile, region: 'eu-west-3', account: '000000000000', retryBaseDelayMs: 10,
      handlerOf: (arn) => (arn === TARGET ? 'schedules/test' : undefined),
      invoke: async (handler, event) => {
        expect(handler).toBe('schedules/test');
        if (failuresLeft-- > 0) throw new Error('cold and failing');
        invocations.push(event);
      },
    });
    running.push(scheduler);
    const endpoint = await scheduler.listen(await freePort());
    scheduler.armPending();
    return { scheduler, client: new SchedulerClient({ endpoint, region: 'eu-west-3', credentials }) };
  }

  const create = (name: string, at: number, input: object, extra: { ActionAfterCompletion?: 'NONE' | 'DELETE'; GroupName?: string } = { ActionAfterCompletion: 'DELETE' }) =>
    new CreateScheduleCommand({
      Name: name, ScheduleExpression: atExpression(at), FlexibleTimeWindow: { Mode: 'OFF' }, Target: { Arn: TARGET, RoleArn: 'arn:aws:iam::000000000000:role/timers', Input: JSON.stringify(input) }, ...extra,
    });
  const waitFor = async (check: () => boolean, timeoutMs = 5_000) => {
    const until = Date.now() + timeoutMs;
    while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  it('creates a one-time schedule, refuses the same name again, fires it once at its time and then deletes it', async () => {
    const invocations: unknown[] = [];
    const { client } = await start(join(dir, 'fire.jsonl'), invocations, 1);
    const at = Date.now() + 1_500;
    const created = await client.send(create('battle-1-0', at, { battleId: '1', index: 0 }));
    expect(created.ScheduleArn).toBe('arn:aws:scheduler:eu-west-3:000000000000:schedule/default/battle-1-0');
    await expect(client.send(create('battle-1-0', at, { battleId: '1', index: 0 }))).rejects.toBeInstanceOf(ConflictException);
    const described = await client.send(new GetScheduleCommand({ Name: 'battle-1-0' }));
    expect(described).toMatchObject({ Name: 'battle-1-0', GroupName: 'default', ActionAfterCompletion: 'DELETE', Target: { Arn: TARGET } });

    expect(await waitFor(() => invocations.length > 0)).toBe(true);
    // Never before its time (whole seconds, rounded up); the first attempt failed and was retried.
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    expect(invocations).toEqual([{ battleId: '1', index: 0 }]);
    expect(await waitFor(() => false, 600)).toBe(false); // nothing else fires meanwhile
    expect(invocations).toHaveLength(1);
    await expect(client.send(new GetScheduleCommand({ Name: 'battle-1-0' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('keeps a schedule completed without DELETE, deletes on request, and refuses what it cannot run', async () => {
    const invocations: unknown[] = [];
    const { client } = await start(join(dir, 'keep.jsonl'), invocations);
    await client.send(create('kept', Date.now(), { n: 1 }, { ActionAfterCompletion: 'NONE', GroupName: 'plume-timers' }));
    expect(await waitFor(() => invocations.length === 1)).toBe(true);
    expect((await client.send(new GetScheduleCommand({ Name: 'kept', GroupName: 'plume-timers' }))).Name).toBe('kept');
    await expect(client.send(new GetScheduleCommand({ Name: 'kept' }))).rejects.toBeInstanceOf(ResourceNotFoundException);

    await client.send(create('cancelled', Date.now() + 1_000, { n: 2 }));
    await client.send(new DeleteScheduleCommand({ Name: 'cancelled' }));
    await expect(client.send(new DeleteScheduleCommand({ Name: 'cancelled' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    expect(await waitFor(() => invocations.length > 1, 1_500)).toBe(false);

    await expect(client.send(new CreateScheduleCommand({ Name: 'recurring', ScheduleExpression: 'rate(1 minute)', FlexibleTimeWindow: { Mode: 'OFF' }, Target: { Arn: TARGET, RoleArn: 'r' } })))
      .rejects.toBeInstanceOf(ValidationException);
    await expect(client.send(new CreateScheduleCommand({ Name: 'elsewhere', ScheduleExpression: atExpression(Date.now()), FlexibleTimeWindow: { Mode: 'OFF' }, Target: { Arn: `${TARGET}-unknown`, RoleArn: 'r' } })))
      .rejects.toBeInstanceOf(ValidationException);
  });

  it('arms again after a restart what was pending, and fires at once what fell due while it was down', async () => {
    const stateFile = join(dir, 'restart.jsonl');
    const before: unknown[] = [];
    const first = await start(stateFile, before);
    await first.client.send(create('soon', Date.now() + 1_000, { n: 'soon' }));
    await first.client.send(create('later', Date.now() + 2_500, { n: 'later' }));
    await first.client.send(create('dropped', Date.now() + 1_000, { n: 'dropped' }));
    await first.client.send(new DeleteScheduleCommand({ Name: 'dropped' }));
    await first.scheduler.stop();
    running.splice(running.indexOf(first.scheduler), 1);
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // « soon » falls due while the cloud is down

    const after: unknown[] = [];
    const second = await start(stateFile, after);
    expect(await waitFor(() => after.length === 1, 500)).toBe(true);
    expect(after).toEqual([{ n: 'soon' }]);
    expect(await waitFor(() => after.length === 2, 3_000)).toBe(true);
    expect(after).toEqual([{ n: 'soon' }, { n: 'later' }]);
    expect(before).toEqual([]);
    await expect(second.client.send(new GetScheduleCommand({ Name: 'dropped' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    // Completed and deleted: a third start fires nothing.
    await second.scheduler.stop();
    running.splice(running.indexOf(second.scheduler), 1);
    const third: unknown[] = [];
    await start(stateFile, third);
    expect(await waitFor(() => third.length > 0, 800)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
