import { threadId } from 'node:worker_threads';

// Read at module load, as handlers read their configuration: the worker must have the environment before the import.
const tableAtLoad = process.env.PLUME_FIXTURE_TABLE;
let invocations = 0;

export const handler = async (event: unknown, context: { awsRequestId: string; functionName: string; getRemainingTimeInMillis: () => number }) => {
  invocations += 1;
  return { event, tableAtLoad, invocations, threadId, awsRequestId: context.awsRequestId, functionName: context.functionName, remainingMs: context.getRemainingTimeInMillis() };
};
