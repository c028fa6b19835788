/**
 * Counts the DynamoDB requests handlers make, by command, across the Lambda host's worker threads: each worker runs
 * `setup` (LambdaHost `workerSetup`) on the very client the handlers use, and adds into one `SharedArrayBuffer`, so
 * the totals are complete the moment a handler has answered.
 */
import { dynamo } from '@plume/lambdas/clients/dynamo';

export const countedCommands = [
  'GetItemCommand', 'PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand',
  'BatchWriteItemCommand', 'TransactGetItemsCommand', 'TransactWriteItemsCommand', 'GetCommand', 'PutCommand', 'UpdateCommand', 'DeleteCommand',
  'BatchGetCommand', 'BatchWriteCommand', 'TransactGetCommand', 'TransactWriteCommand', 'ExecuteStatementCommand', 'other',
] as const;

/** Upper bounds (ms) of the request-time buckets; a last bucket takes the slower ones. */
export const LATENCY_BOUNDS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;
const BUCKETS_AT = countedCommands.length;
const RETRIED_AT = BUCKETS_AT + LATENCY_BOUNDS.length + 1;
const RETRY_DELAY_AT = RETRIED_AT + 1;
/** The `SharedArrayBuffer`'s length in 32-bit slots: the counts by command, the time buckets, the retries. */
export const COUNTER_SLOTS = RETRY_DELAY_AT + 1;

/**
 * Counts each request by command and by time taken (the SDK's whole call, its retries included), and the requests the
 * SDK retried with the delay it waited: a tail of slow requests is either DynamoDB Local itself or retries.
 */
export function setup(counters: SharedArrayBuffer): void {
  const counts = new Int32Array(counters);
  dynamo.middlewareStack.add((next, context) => async (args) => {
    const at = countedCommands.indexOf(context.commandName as (typeof countedCommands)[number]);
    Atomics.add(counts, at >= 0 ? at : countedCommands.length - 1, 1);
    const started = performance.now();
    try {
      const result = await next(args);
      const { attempts = 1, totalRetryDelay = 0 } = (result.output as { $metadata?: { attempts?: number; totalRetryDelay?: number } }).$metadata ?? {};
      if (attempts > 1) {
        Atomics.add(counts, RETRIED_AT, 1);
        Atomics.add(counts, RETRY_DELAY_AT, Math.round(totalRetryDelay));
      }
      return result;
    } finally {
      const ms = performance.now() - started;
      const bucket = LATENCY_BOUNDS.findIndex((bound) => ms < bound);
      Atomics.add(counts, BUCKETS_AT + (bucket < 0 ? LATENCY_BOUNDS.length : bucket), 1);
    }
  }, { step: 'initialize', name: 'benchRequestCounter' });
}

/** The totals so far, by command (only those used). */
export function readCounts(counters: SharedArrayBuffer): Record<string, number> {
  const counts = new Int32Array(counters);
  return Object.fromEntries(countedCommands.flatMap((name, at) => (counts[at] ? [[name, Atomics.load(counts, at)]] : [])));
}

export interface RequestTimes { buckets: number[]; retried: number; retryDelayMs: number }

/** How long the requests took so far (one count per bucket of `LATENCY_BOUNDS`, then the slower ones) and the retries. */
export function readTimes(counters: SharedArrayBuffer): RequestTimes {
  const counts = new Int32Array(counters);
  return {
    buckets: Array.from({ length: LATENCY_BOUNDS.length + 1 }, (_, i) => Atomics.load(counts, BUCKETS_AT + i)),
    retried: Atomics.load(counts, RETRIED_AT),
    retryDelayMs: Atomics.load(counts, RETRY_DELAY_AT),
  };
}

/** What happened between two readings. */
export function timesBetween(before: RequestTimes, after: RequestTimes): RequestTimes {
  return { buckets: after.buckets.map((count, i) => count - before.buckets[i]!), retried: after.retried - before.retried, retryDelayMs: after.retryDelayMs - before.retryDelayMs };
}

/** « < 10 ms: 1,234 · < 25 ms: 56 · … · ≥ 5000 ms: 0 », the empty buckets left out. */
export function describeTimes({ buckets }: RequestTimes): string {
  return buckets.flatMap((count, i) => (count ? [`${i < LATENCY_BOUNDS.length ? `< ${LATENCY_BOUNDS[i]}` : `≥ ${LATENCY_BOUNDS.at(-1)}`} ms: ${count}`] : [])).join(' · ');
}
