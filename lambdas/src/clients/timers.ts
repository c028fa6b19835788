import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { atExpression } from '@plume/shared/schedule-expression';
import { env } from './env.ts';

/**
 * One-time timers on EventBridge Scheduler (`AWS_ENDPOINT_URL_SCHEDULER` points the client at the local cloud's
 * Scheduler). A timer is a schedule `at(...)` in the timers' group, named by its caller so that setting the same
 * timer twice (a retried invocation) creates it once; it invokes its target once and is then deleted
 * (`ActionAfterCompletion: DELETE`).
 */
export const scheduler = new SchedulerClient({});

/** Scheduler's rule for schedule names. */
const SCHEDULE_NAME = /^[0-9a-zA-Z-_.]{1,64}$/;

/**
 * Sets the timer `timer` (a name of the manifest's `timers`) to invoke its handler at `at` (epoch ms) with `payload`.
 * `name` identifies this occurrence (e.g. a battle and question); a name already set is left as it is.
 */
export async function setTimer(timer: string, name: string, at: number, payload: object): Promise<'set' | 'already-set'> {
  if (!SCHEDULE_NAME.test(name)) throw new Error(`timer name ${name} is not a valid schedule name`);
  try {
    await scheduler.send(new CreateScheduleCommand({
      Name: name,
      GroupName: env.timerGroupName,
      ScheduleExpression: atExpression(at),
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: `${env.timerFunctionArnPrefix}${timer}`,
        RoleArn: env.timerRoleArn,
        Input: JSON.stringify(payload),
        // A timer late by minutes is of no use to anyone; its handler is idempotent, so retries are safe.
        RetryPolicy: { MaximumEventAgeInSeconds: 300, MaximumRetryAttempts: 10 },
        // What Scheduler could not deliver after those retries is kept in the timer's queue (infra: `timerDeadLetters`).
        ...(env.timerDeadLetterArnPrefix ? { DeadLetterConfig: { Arn: `${env.timerDeadLetterArnPrefix}${timer}` } } : {}),
      },
    }));
    return 'set';
  } catch (error) {
    if (error instanceof ConflictException) return 'already-set';
    throw error;
  }
}
