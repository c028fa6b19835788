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

export function setup(counters: SharedArrayBuffer): void {
  const counts = new Int32Array(counters);
  dynamo.middlewareStack.add((next, context) => async (args) => {
    const at = countedCommands.indexOf(context.commandName as (typeof countedCommands)[number]);
    Atomics.add(counts, at >= 0 ? at : countedCommands.length - 1, 1);
    return next(args);
  }, { step: 'initialize', name: 'benchRequestCounter' });
}

/** The totals so far, by command (only those used). */
export function readCounts(counters: SharedArrayBuffer): Record<string, number> {
  const counts = new Int32Array(counters);
  return Object.fromEntries(countedCommands.flatMap((name, at) => (counts[at] ? [[name, Atomics.load(counts, at)]] : [])));
}
