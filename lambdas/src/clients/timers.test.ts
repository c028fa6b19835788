import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CreateScheduleCommand } from '@aws-sdk/client-scheduler';
import { scheduler, setTimer } from './timers.ts';

const schedulerMock = mockClient(scheduler);
const environment = { TIMER_GROUP_NAME: 'plume-timers', TIMER_FUNCTION_ARN_PREFIX: 'arn:aws:lambda:eu-west-3:123456789012:function:plume-timer-', TIMER_ROLE_ARN: 'arn:aws:iam::123456789012:role/timers' };

describe('setTimer', () => {
  beforeEach(() => {
    schedulerMock.reset();
    schedulerMock.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    Object.assign(process.env, environment);
  });
  afterEach(() => {
    for (const name of [...Object.keys(environment), 'TIMER_DEAD_LETTER_ARN_PREFIX']) delete process.env[name];
  });

  it('gives the schedule its timer\'s dead-letter queue when infra names one', async () => {
    // Prepare
    process.env.TIMER_DEAD_LETTER_ARN_PREFIX = 'arn:aws:sqs:eu-west-3:123456789012:plume-prod-dlq-timer-';

    // Act
    await setTimer('battle-deadline', 'battle-b1-0', Date.UTC(2030, 0, 1), { battleId: 'b1', index: 0 });

    // Assess
    const [call] = schedulerMock.commandCalls(CreateScheduleCommand);
    expect(call!.args[0].input.Target).toMatchObject({
      Arn: `${environment.TIMER_FUNCTION_ARN_PREFIX}battle-deadline`,
      DeadLetterConfig: { Arn: 'arn:aws:sqs:eu-west-3:123456789012:plume-prod-dlq-timer-battle-deadline' },
    });
  });

  it('sets no dead-letter queue locally, where none is named', async () => {
    await setTimer('battle-deadline', 'battle-b1-0', Date.UTC(2030, 0, 1), { battleId: 'b1', index: 0 });

    expect(schedulerMock.commandCalls(CreateScheduleCommand)[0]!.args[0].input.Target).not.toHaveProperty('DeadLetterConfig');
  });
});
