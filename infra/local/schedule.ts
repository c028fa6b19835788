import { CronExpressionParser } from 'cron-parser';

const RATE = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/;
const CRON = /^cron\((.+)\)$/;
const UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/**
 * When an EventBridge schedule expression fires next after `from`. `rate(n unit)` runs every n units from the start;
 * `cron(min hour day-of-month month day-of-week year)` uses AWS's six fields (day-of-week 1 = Sunday, `?` = any).
 */
export function nextRun(expression: string, from: Date): Date {
  const rate = RATE.exec(expression);
  if (rate) {
    const amount = Number(rate[1]);
    const unit = rate[2]!.replace(/s$/, '') as keyof typeof UNIT_MS;
    if (amount < 1) throw new Error(`invalid schedule ${expression}`);
    return new Date(from.getTime() + amount * UNIT_MS[unit]);
  }
  const cron = CRON.exec(expression);
  if (cron) {
    const fields = cron[1]!.trim().split(/\s+/);
    if (fields.length !== 6) throw new Error(`invalid schedule ${expression}: cron needs 6 fields`);
    const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
    const standardDayOfWeek = dayOfWeek.replace(/\d/g, (digit) => String((Number(digit) + 6) % 7));
    const standard = [minute, hour, dayOfMonth, month, standardDayOfWeek].map((field) => (field === '?' ? '*' : field)).join(' ');
    return CronExpressionParser.parse(standard, { currentDate: from, tz: 'UTC' }).next().toDate();
  }
  throw new Error(`invalid schedule ${expression}: expected rate(...) or cron(...)`);
}
