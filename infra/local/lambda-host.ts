import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { allHandlers, handlerModule, timeoutSecondsOf } from '@plume/lambdas/routes';

const manifestModuleOf = (id: string) => fileURLToPath(new URL(`../../lambdas/src/${handlerModule(id)}`, import.meta.url));
const workerUrl = new URL('./lambda-worker.mjs', import.meta.url);

export interface LambdaHostOptions {
  /**
   * Worker threads running handlers. Default: `PLUME_LAMBDA_WORKERS` from the environment, else one per core
   * (`os.availableParallelism()`), at least 2.
   */
  workers?: number;
  /** Locally, at least this timeout (default 30 s): a laptop busy building the site is slower than a Lambda container. */
  minimumTimeoutMs?: number;
  /** The file of a handler's module: the manifest's (`handlerModule`) by default. */
  moduleOf?: (id: string) => string;
  /** The handlers `preload()` imports: every handler the manifest names by default. */
  handlers?: () => string[];
  /** A handler's timeout as deployed: the manifest's by default. */
  timeoutSecondsOf?: (id: string) => number;
  /**
   * A module each worker imports before any handler, calling its `setup(data)` export: instrumentation such as the
   * benchmarks' DynamoDB request counter (`data` is structured-cloned; a `SharedArrayBuffer` is shared).
   */
  workerSetup?: { module: string; data?: unknown };
}

interface Invocation {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  thread: Worker;
  /** Invocations (and preloads) sent to this worker and not answered yet, by message id. */
  inFlight: Map<number, Invocation>;
}

type Reply = { id: number; result?: unknown; error?: { name: string; message: string; stack?: string } };

/**
 * Runs Lambda handlers as AWS would run each in its own container, in a pool of worker threads so that every core
 * works (the gateway's own thread keeps the sockets, the routing and the `@connections` API). In each worker, a
 * handler module is imported once (so module-level clients are reused, like a warm container) and invoked with an
 * event and a Lambda context; a worker runs many invocations at once, and each goes to the worker with the fewest in
 * flight.
 *
 * Environment variables must be set before `preload()` (or the first invocation): handlers read them at module load,
 * and the workers start then, with a copy of `process.env`.
 */
export class LambdaHost {
  readonly size: number;
  private readonly minimumTimeoutMs: number;
  private readonly moduleOf: (id: string) => string;
  private readonly handlers: () => string[];
  private readonly timeoutSecondsOf: (id: string) => number;
  private readonly workerSetup: LambdaHostOptions['workerSetup'];
  private workers: PoolWorker[] = [];
  private nextId = 0;
  private closed = false;

  constructor(options: LambdaHostOptions = {}) {
    this.size = options.workers ?? workersFromEnvironment() ?? Math.max(2, availableParallelism());
    if (!Number.isInteger(this.size) || this.size < 1) throw new Error(`the Lambda host needs at least one worker (got ${this.size})`);
    this.minimumTimeoutMs = options.minimumTimeoutMs ?? 30_000;
    this.moduleOf = options.moduleOf ?? manifestModuleOf;
    this.handlers = options.handlers ?? allHandlers;
    this.timeoutSecondsOf = options.timeoutSecondsOf ?? timeoutSecondsOf;
    this.workerSetup = options.workerSetup;
  }

  /**
   * Starts the workers and has each import every handler. The start waits for the first worker only: a missing
   * module fails it there, rather than at the first call; the others import meanwhile, off the start's critical path
   * (measured: on a saturated 2-core machine, two workers importing at once took twice one's time). A call that reaches
   * a worker still importing waits for its handler, like a cold start.
   */
  async preload(): Promise<void> {
    const handlers = this.handlers().map((id) => ({ id, module: this.moduleOf(id) }));
    const [first, ...others] = this.pool();
    for (const worker of others) this.send(worker, { type: 'preload', handlers }).catch(() => undefined); // the first one reports any failure
    await this.send(first!, { type: 'preload', handlers });
  }

  /** Invokes a handler with an event; rejects with the handler's error (name and message kept) or a timeout. */
  async invoke(id: string, event: unknown): Promise<unknown> {
    if (this.closed) throw new Error('the Lambda host is stopped');
    const timeoutMs = Math.max(this.minimumTimeoutMs, this.timeoutSecondsOf(id) * 1000);
    const context = { functionName: `plume-${id.replace('/', '-')}`, awsRequestId: randomUUID(), deadline: Date.now() + timeoutMs };
    const worker = this.pool().reduce((least, candidate) => (candidate.inFlight.size < least.inFlight.size ? candidate : least));
    let timer: NodeJS.Timeout | undefined;
    // As today in one process: the timeout answers the caller; the worker's handler may run on, like a frozen container.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Task timed out after ${timeoutMs / 1000} seconds (${id})`)), timeoutMs);
    });
    const answer = this.send(worker, { type: 'invoke', handler: id, module: this.moduleOf(id), event, context });
    answer.catch(() => undefined); // after a timeout, a late failure (the worker stopped) has no one left to tell
    try {
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Stops every worker; invocations still running are rejected as stopped (not as a crash: a terminated thread exits
   * with status 1, which read like a handler's fault in the logs). Nothing is left to keep the process alive.
   */
  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    for (const worker of workers) {
      for (const invocation of worker.inFlight.values()) invocation.reject(new Error('the Lambda host stopped while this invocation ran'));
      worker.inFlight.clear();
    }
    await Promise.all(workers.map((worker) => worker.thread.terminate()));
  }

  /** The workers, started on first use (after the environment is set). */
  private pool(): PoolWorker[] {
    if (this.closed) throw new Error('the Lambda host is stopped');
    while (this.workers.length < this.size) this.workers.push(this.startWorker());
    return this.workers;
  }

  private send(worker: PoolWorker, message: object): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      worker.inFlight.set(id, { resolve, reject });
      worker.thread.ref(); // work in flight keeps the process alive until it is answered
      worker.thread.postMessage({ ...message, id });
    });
  }

  private startWorker(): PoolWorker {
    const thread = new Worker(workerUrl, {
      env: { ...process.env },
      workerData: { setup: this.workerSetup },
    });
    thread.unref(); // an idle worker never keeps the process alive
    const worker: PoolWorker = { thread, inFlight: new Map() };
    thread.on('message', (reply: Reply) => {
      const invocation = worker.inFlight.get(reply.id);
      worker.inFlight.delete(reply.id);
      if (worker.inFlight.size === 0) thread.unref();
      if (!invocation) return;
      if (reply.error) invocation.reject(rebuildError(reply.error));
      else invocation.resolve(reply.result);
    });
    // A worker that dies fails what it was running (as a crashed container would); the next call starts a new one.
    let dead = false;
    const forget = (error: Error) => {
      if (dead) return; // 'error', then 'exit': the first says why
      dead = true;
      // With nothing in flight (a rejection a handler left floating) no caller would see why the thread died.
      if (worker.inFlight.size === 0 && !this.closed) console.error('local Lambda worker died:', error);
      for (const invocation of worker.inFlight.values()) invocation.reject(error);
      worker.inFlight.clear();
      const at = this.workers.indexOf(worker);
      if (at >= 0) this.workers.splice(at, 1);
    };
    thread.on('error', forget);
    thread.on('exit', (code) => forget(new Error(`Runtime exited with error: exit status ${code}`)));
    return worker;
  }
}

function workersFromEnvironment(): number | undefined {
  const value = process.env.PLUME_LAMBDA_WORKERS;
  return value ? Number(value) : undefined;
}

/** The handler's error on this side of the thread boundary: same name, message and stack. */
function rebuildError(described: { name: string; message: string; stack?: string }): Error {
  const error = new Error(described.message);
  error.name = described.name;
  if (described.stack) error.stack = described.stack;
  return error;
}
