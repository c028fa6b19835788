import { listenOnLoopback } from './ports.ts';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import * as z from 'zod';
import { readBody } from './read-body.ts';

/**
 * A local EventBridge Scheduler for one-time schedules: the subset of its REST-JSON API that
 * @aws-sdk/client-scheduler 3.11xx speaks for `CreateSchedule` (`POST /schedules/{Name}`), `GetSchedule`
 * (`GET /schedules/{Name}?groupName=`) and `DeleteSchedule` (`DELETE /schedules/{Name}?groupName=`). Each schedule
 * `at(yyyy-mm-ddThh:mm:ss)` (UTC) is an in-process timer that invokes its target Lambda through the local cloud's
 * Lambda host with the target's `Input` as the event, retries a failed invocation a few times, then, with
 * `ActionAfterCompletion: DELETE`, deletes the schedule as AWS does. Errors have the service's shape
 * (`x-amzn-ErrorType` and a JSON `Message`), so the SDK throws the same exception classes as on AWS (`ConflictException`
 * for a name already taken in its group).
 *
 * Schedules are kept in an append-only journal (one line per create and delete, compacted at start), so a restart of
 * the local cloud arms every pending schedule again, and one whose time passed while the cloud was down fires at once.
 * Delivery is at least once: a schedule that was firing when the cloud stopped fires again after the restart.
 *
 * Differences from AWS, on purpose: `rate()` and `cron()` expressions are refused (recurring work is the manifest's
 * `schedules`, run by the local EventBridge), time zones other than UTC are refused, and the IAM role is not assumed.
 */

export interface LocalSchedulerOptions {
  /** The journal file (created if missing). */
  stateFile: string;
  /** The handler id behind a target ARN, or undefined for a function the local cloud does not host. */
  handlerOf: (targetArn: string) => string | undefined;
  invoke: (handler: string, event: unknown) => Promise<unknown>;
  region: string;
  account: string;
  /** Invocation attempts after the first one, and the first backoff (doubled each time). */
  retryAttempts?: number;
  retryBaseDelayMs?: number;
  log?: (line: string) => void;
}

const MAX_REQUEST_BYTES = 64 * 1024;
const NAME = /^[0-9a-zA-Z-_.]{1,64}$/;
const AT = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/;
const DEFAULT_GROUP = 'default';

const createScheduleSchema = z.object({
  ScheduleExpression: z.string().min(1).max(256),
  ScheduleExpressionTimezone: z.string().max(50).optional(),
  FlexibleTimeWindow: z.object({ Mode: z.enum(['OFF', 'FLEXIBLE']), MaximumWindowInMinutes: z.int().min(1).max(1440).optional() }),
  Target: z.object({
    Arn: z.string().min(1).max(1600),
    RoleArn: z.string().min(1).max(1600),
    Input: z.string().max(8192).optional(),
  }).loose(),
  GroupName: z.string().max(64).optional(),
  ActionAfterCompletion: z.enum(['NONE', 'DELETE']).optional(),
  State: z.enum(['ENABLED', 'DISABLED']).optional(),
  ClientToken: z.string().max(64).optional(),
  Description: z.string().max(512).optional(),
}).loose();

/** `completed`: fired already and kept (`ActionAfterCompletion: NONE`): never armed again. */
export type StoredSchedule = z.infer<typeof createScheduleSchema> & { Name: string; GroupName: string; at: number; CreationDate: number; completed?: boolean };
type ScheduleKey = { group: string; name: string };
type JournalLine = { create: StoredSchedule } | { delete: ScheduleKey } | { complete: ScheduleKey };

class SchedulerError extends Error {
  constructor(readonly status: number, readonly type: string, message: string) {
    super(message);
  }
}

export class LocalScheduler {
  private server: Server | undefined;
  private readonly schedules = new Map<string, StoredSchedule>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly options: LocalSchedulerOptions) {
    for (const schedule of readJournal(options.stateFile)) this.schedules.set(keyOf(schedule.GroupName, schedule.Name), schedule);
    // Compacted: only what is still pending is written back.
    mkdirSync(dirname(options.stateFile), { recursive: true });
    const temporary = `${options.stateFile}.tmp`;
    writeFileSync(temporary, [...this.schedules.values()].map((create) => `${JSON.stringify({ create } satisfies JournalLine)}\n`).join(''));
    renameSync(temporary, options.stateFile);
  }

  /** Serves the API; schedules created from now on are armed at once. */
  async listen(port: number): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    return listenOnLoopback(this.server, port);
  }

  /**
   * Arms every schedule the journal kept (one whose time has passed fires at once). Called once the targets can run:
   * the local cloud calls it after the Lambda host has its environment.
   */
  armPending(): void {
    for (const schedule of this.schedules.values()) if (!schedule.completed && !this.timers.has(keyOf(schedule.GroupName, schedule.Name))) this.arm(schedule);
  }

  /** The schedules not yet completed (or kept after completion, with `ActionAfterCompletion: NONE`). */
  pending(): StoredSchedule[] {
    return [...this.schedules.values()];
  }

  /** Resolves once every invocation started so far (with its retries) has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Resolves once every schedule whose time has come (at the call) has fired and its invocation has finished: a test
   * waits for the timers it knows are due instead of for a while, however slow the machine.
   */
  async dueFired(): Promise<void> {
    const now = Date.now();
    const due = () => [...this.schedules.values()].some((schedule) => !schedule.completed && schedule.at <= now && this.timers.has(keyOf(schedule.GroupName, schedule.Name)));
    while (due() || this.inFlight.size > 0) {
      if (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.idle();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      // Not an AWS operation: the local cloud's own, for tests (see dueFired).
      if (request.method === 'GET' && url.pathname === '/_local/idle') {
        await this.dueFired();
        return reply(response, 200, { idle: true });
      }
      const match = /^\/schedules\/([^/]+)$/.exec(url.pathname);
      if (!match) throw new SchedulerError(404, 'ResourceNotFoundException', `No operation at ${request.method} ${url.pathname} in the local Scheduler`);
      const name = decodeURIComponent(match[1]!);
      if (!NAME.test(name)) throw new SchedulerError(400, 'ValidationException', `Name ${name} must be 1 to 64 of [0-9a-zA-Z-_.]`);
      const group = url.searchParams.get('groupName') ?? DEFAULT_GROUP;
      if (request.method === 'POST') return reply(response, 200, this.create(name, await readJson(request)));
      if (request.method === 'GET') return reply(response, 200, this.describe(this.find(group, name)));
      if (request.method === 'DELETE') {
        this.find(group, name);
        this.remove(group, name);
        return reply(response, 200, {});
      }
      throw new SchedulerError(400, 'ValidationException', `Operation ${request.method} /schedules/{Name} is not supported by the local Scheduler`);
    } catch (error) {
      if (error instanceof SchedulerError) return reply(response, error.status, { Message: error.message }, error.type);
      const message = error instanceof z.ZodError ? z.prettifyError(error) : 'Request body is not valid JSON';
      return reply(response, 400, { Message: message }, 'ValidationException');
    }
  }

  private create(name: string, body: unknown): { ScheduleArn: string } {
    const input = createScheduleSchema.parse(body);
    const group = input.GroupName ?? DEFAULT_GROUP;
    const existing = this.schedules.get(keyOf(group, name));
    // The SDK fills ClientToken: a retry of the very same request succeeds, any other create of the name conflicts.
    if (existing) {
      if (input.ClientToken && existing.ClientToken === input.ClientToken) return { ScheduleArn: this.arnOf(group, name) };
      throw new SchedulerError(409, 'ConflictException', `Schedule ${name} already exists.`);
    }
    if (input.ScheduleExpressionTimezone && input.ScheduleExpressionTimezone !== 'UTC') {
      throw new SchedulerError(400, 'ValidationException', 'The local Scheduler supports the UTC time zone only');
    }
    const at = AT.exec(input.ScheduleExpression);
    if (!at) throw new SchedulerError(400, 'ValidationException', 'The local Scheduler supports one-time schedules only: at(yyyy-mm-ddThh:mm:ss)');
    const time = Date.parse(`${at[1]}Z`);
    if (Number.isNaN(time)) throw new SchedulerError(400, 'ValidationException', `Invalid Schedule Expression ${input.ScheduleExpression}`);
    if (!this.options.handlerOf(input.Target.Arn)) throw new SchedulerError(400, 'ValidationException', `The local cloud hosts no function ${input.Target.Arn}`);
    if (input.Target.Input !== undefined) {
      try {
        JSON.parse(input.Target.Input);
      } catch {
        throw new SchedulerError(400, 'ValidationException', 'Target Input must be valid JSON for a Lambda target');
      }
    }
    const schedule: StoredSchedule = { ...input, Name: name, GroupName: group, at: time, CreationDate: Date.now() };
    this.schedules.set(keyOf(group, name), schedule);
    this.journal({ create: schedule });
    this.arm(schedule);
    return { ScheduleArn: this.arnOf(group, name) };
  }

  private find(group: string, name: string): StoredSchedule {
    const schedule = this.schedules.get(keyOf(group, name));
    if (!schedule) throw new SchedulerError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    return schedule;
  }

  private describe(schedule: StoredSchedule) {
    return {
      Arn: this.arnOf(schedule.GroupName, schedule.Name), Name: schedule.Name, GroupName: schedule.GroupName, ScheduleExpression: schedule.ScheduleExpression,
      ScheduleExpressionTimezone: schedule.ScheduleExpressionTimezone ?? 'UTC', FlexibleTimeWindow: schedule.FlexibleTimeWindow, Target: schedule.Target,
      State: schedule.State ?? 'ENABLED', ActionAfterCompletion: schedule.ActionAfterCompletion ?? 'NONE', CreationDate: schedule.CreationDate / 1000, LastModificationDate: schedule.CreationDate / 1000,
    };
  }

  private remove(group: string, name: string): void {
    const key = keyOf(group, name);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    if (this.schedules.delete(key)) this.journal({ delete: { group, name } });
  }

  private arm(schedule: StoredSchedule): void {
    if (this.stopped || (schedule.State ?? 'ENABLED') === 'DISABLED') return;
    const key = keyOf(schedule.GroupName, schedule.Name);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.fire(schedule);
    }, Math.max(0, schedule.at - Date.now()));
    timer.unref();
    this.timers.set(key, timer);
  }

  private fire(schedule: StoredSchedule): void {
    const attempts = (this.options.retryAttempts ?? 3) + 1;
    const baseDelay = this.options.retryBaseDelayMs ?? 200;
    const handler = this.options.handlerOf(schedule.Target.Arn)!;
    const event: unknown = schedule.Target.Input === undefined ? {} : JSON.parse(schedule.Target.Input);
    const delivery = (async () => {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          await this.options.invoke(handler, event);
          break;
        } catch (error) {
          if (attempt === attempts) this.options.log?.(`⚠  planification ${schedule.Name} → ${handler} : échec après ${attempts} tentatives (${(error as Error).message})`);
          else await new Promise((resolve) => setTimeout(resolve, baseDelay * 2 ** (attempt - 1)));
        }
      }
      // A one-time schedule is complete once its target was invoked (successfully or not): deleted if it asked so.
      if (this.stopped) return; // not complete: the restart fires it again (at least once)
      if (schedule.ActionAfterCompletion === 'DELETE') this.remove(schedule.GroupName, schedule.Name);
      else if (this.schedules.get(keyOf(schedule.GroupName, schedule.Name)) === schedule) {
        schedule.completed = true;
        this.journal({ complete: { group: schedule.GroupName, name: schedule.Name } });
      }
    })();
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private journal(line: JournalLine): void {
    appendFileSync(this.options.stateFile, `${JSON.stringify(line)}\n`);
  }

  private arnOf(group: string, name: string): string {
    return `arn:aws:scheduler:${this.options.region}:${this.options.account}:schedule/${group}/${name}`;
  }
}

const keyOf = (group: string, name: string) => `${group}/${name}`;

/** The schedules a journal leaves pending: its creates, minus its deletes, in order. */
function readJournal(file: string): StoredSchedule[] {
  if (!existsSync(file)) return [];
  const pending = new Map<string, StoredSchedule>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    let entry: JournalLine;
    try {
      entry = JSON.parse(line) as JournalLine;
    } catch {
      continue; // a line cut short by a crash mid-write: the create or delete it held did not complete
    }
    if ('create' in entry) pending.set(keyOf(entry.create.GroupName, entry.create.Name), entry.create);
    else if ('delete' in entry) pending.delete(keyOf(entry.delete.group, entry.delete.name));
    else {
      const completed = pending.get(keyOf(entry.complete.group, entry.complete.name));
      if (completed) completed.completed = true;
    }
  }
  return [...pending.values()];
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const raw = await readBody(request, MAX_REQUEST_BYTES);
  if (!raw) throw new SchedulerError(413, 'ValidationException', 'The request is too large.');
  return JSON.parse(raw.toString('utf8') || '{}');
}

function reply(response: ServerResponse, status: number, body: unknown, errorType?: string): void {
  response.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
  response.end(JSON.stringify(body));
}
