import { listenOnLoopback } from './ports.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { matchesPattern, type EventPattern } from '@plume/shared';
import { nextRun } from './schedule.ts';

export interface BusRule { name: string; pattern: EventPattern; target: string }
export interface BusSchedule { name: string; expression: string; target: string }
/** `messageId`: its id in the rule's dead-letter queue (the local SQS, `sqs.ts`), as on AWS. */
export interface DeadLetter { messageId: string; rule: string; target: string; event: unknown; error: string; attempts: number; failedAt: string }

export interface LocalEventBridgeOptions {
  busName: string;
  region: string;
  account: string;
  rules: readonly BusRule[];
  schedules?: readonly BusSchedule[];
  invoke: (target: string, event: unknown) => Promise<unknown>;
  /** Delivery attempts after the first one, and the first backoff (doubled each time). */
  retryAttempts?: number;
  retryBaseDelayMs?: number;
  /** Told of each event parked in a dead-letter list (the local cloud counts them as a business metric). */
  onDeadLetter?: (deadLetter: DeadLetter) => void;
  log?: (line: string) => void;
}

const MAX_ENTRIES = 10;
const MAX_REQUEST_BYTES = 256 * 1024;

const putEventsSchema = z.object({
  Entries: z
    .array(
      z.object({
        Source: z.string().min(1),
        DetailType: z.string().min(1),
        Detail: z.string().min(2),
        EventBusName: z.string().optional(),
        Resources: z.array(z.string()).optional(),
        Time: z.union([z.number(), z.string()]).optional(),
      }),
    )
    .min(1)
    .max(MAX_ENTRIES),
});

/**
 * A local EventBridge: answers `PutEvents` in the JSON 1.1 protocol the real SDK speaks, matches every rule's
 * native pattern, and invokes targets asynchronously (the caller never waits on a consumer), retrying with
 * exponential backoff and keeping what still fails in a dead-letter list. Scheduled rules fire on their schedule.
 */
export class LocalEventBridge {
  readonly deadLetters: DeadLetter[] = [];
  private server: Server | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly options: LocalEventBridgeOptions) {}

  async listen(port: number): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    const endpoint = await listenOnLoopback(this.server, port);
    for (const schedule of this.options.schedules ?? []) this.scheduleNext(schedule);
    return endpoint;
  }

  /** Resolves once every delivery started so far (including retries) has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    await this.idle();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Puts one envelope through the rules, as PutEvents does after accepting it. */
  route(envelope: Record<string, unknown>): void {
    for (const rule of this.options.rules) {
      if (matchesPattern(rule.pattern, envelope)) this.deliver(rule.name, rule.target, envelope);
    }
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/_local/dlq') return reply(200, this.deadLetters);
    // Answers once every delivery so far has finished: a test waits for its consumers instead of for a while.
    if (request.method === 'GET' && request.url === '/_local/idle') {
      await this.idle();
      return reply(200, { idle: true });
    }
    const target = request.headers['x-amz-target'];
    if (request.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
      return reply(400, { __type: 'UnknownOperationException', message: `Operation ${String(target)} is not supported by the local EventBridge` });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_REQUEST_BYTES) return reply(413, { __type: 'ValidationException', message: 'Total size of the entries in the request is over the limit.' });
      chunks.push(chunk as Buffer);
    }
    let parsed: z.infer<typeof putEventsSchema>;
    try {
      parsed = putEventsSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch (error) {
      return reply(400, { __type: 'ValidationException', message: error instanceof z.ZodError ? z.prettifyError(error) : 'Request body is not valid JSON' });
    }
    const entries = parsed.Entries.map((entry) => this.accept(entry));
    reply(200, { FailedEntryCount: entries.filter((e) => 'ErrorCode' in e).length, Entries: entries });
  }

  private accept(entry: z.infer<typeof putEventsSchema>['Entries'][number]): { EventId: string } | { ErrorCode: string; ErrorMessage: string } {
    const bus = entry.EventBusName?.split('/').pop() ?? 'default';
    if (bus !== this.options.busName) return { ErrorCode: 'ResourceNotFoundException', ErrorMessage: `Event bus ${bus} does not exist.` };
    let detail: unknown;
    try {
      detail = JSON.parse(entry.Detail);
    } catch {
      return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
    }
    if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail must be a JSON object.' };
    const id = randomUUID();
    const time = entry.Time === undefined ? new Date() : new Date(typeof entry.Time === 'number' ? entry.Time * 1000 : entry.Time);
    this.route(this.envelope(id, entry.Source, entry.DetailType, detail, entry.Resources ?? [], time));
    return { EventId: id };
  }

  private envelope(id: string, source: string, detailType: string, detail: unknown, resources: string[], time: Date) {
    return {
      version: '0',
      id,
      'detail-type': detailType,
      source,
      account: this.options.account,
      time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      region: this.options.region,
      resources,
      detail,
    };
  }

  private deliver(rule: string, target: string, event: unknown): void {
    const attempts = (this.options.retryAttempts ?? 3) + 1;
    const baseDelay = this.options.retryBaseDelayMs ?? 200;
    const delivery = (async () => {
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          await this.options.invoke(target, event);
          return;
        } catch (error) {
          lastError = error;
          if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, baseDelay * 2 ** (attempt - 1)));
        }
      }
      const message = lastError instanceof Error ? lastError.message : String(lastError);
      const deadLetter = { messageId: randomUUID(), rule, target, event, error: message, attempts, failedAt: new Date().toISOString() };
      this.deadLetters.push(deadLetter);
      this.options.onDeadLetter?.(deadLetter);
      this.options.log?.(`⚠  règle ${rule} → ${target} : échec après ${attempts} tentatives (${message}), événement mis en file d'erreurs`);
    })();
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private scheduleNext(schedule: BusSchedule): void {
    if (this.stopped) return;
    const at = nextRun(schedule.expression, new Date());
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const arn = `arn:aws:events:${this.options.region}:${this.options.account}:rule/${schedule.name}`;
      this.deliver(schedule.name, schedule.target, this.envelope(randomUUID(), 'aws.events', 'Scheduled Event', {}, [arn], at));
      this.scheduleNext(schedule);
    }, Math.max(0, at.getTime() - Date.now()));
    timer.unref();
    this.timers.add(timer);
  }
}
