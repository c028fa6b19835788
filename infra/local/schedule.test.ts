import { describe, expect, it } from 'vitest';
import { nextRun } from './schedule.ts';

const from = new Date('2026-11-22T10:15:30Z'); // a Sunday

describe('nextRun', () => {
  it.each([
    ['rate(1 minute)', '2026-11-22T10:16:30.000Z'],
    ['rate(5 minutes)', '2026-11-22T10:20:30.000Z'],
    ['rate(2 hours)', '2026-11-22T12:15:30.000Z'],
    ['rate(1 day)', '2026-11-23T10:15:30.000Z'],
    ['cron(0 12 * * ? *)', '2026-11-22T12:00:00.000Z'],
    ['cron(0/15 * * * ? *)', '2026-11-22T10:30:00.000Z'],
    ['cron(0 8 ? * 2 *)', '2026-11-23T08:00:00.000Z'], // AWS day 2 = Monday
    ['cron(0 8 ? * MON-FRI *)', '2026-11-23T08:00:00.000Z'],
    ['cron(0 0 1 * ? *)', '2026-12-01T00:00:00.000Z'],
  ])('%s fires at %s', (expression, expected) => {
    expect(nextRun(expression, from).toISOString()).toBe(expected);
  });

  it.each(['rate(0 minutes)', 'rate(1 week)', 'cron(* * * *)', 'every minute'])('rejects %s', (expression) => {
    expect(() => nextRun(expression, from)).toThrow(/invalid schedule/);
  });
});
