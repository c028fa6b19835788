// A worker of the local Lambda host (see lambda-host.ts): it imports handler modules once (a warm container per
// handler) and runs the invocations the host sends it, several at a time, as the gateway's thread did before.
// Plain JavaScript that registers tsx itself, so it starts the same under tsx, Vitest and plain Node (the handlers
// are TypeScript).
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

// Always: a parent's `--import tsx` does not reach a worker thread's module loader on Node 20.
register();

const modules = new Map();
// Instrumentation asked for by the host (a benchmark's counters), in place before any handler is imported.
const ready = workerData.setup
  ? import(workerData.setup.module).then((module) => module.setup?.(workerData.setup.data))
  : Promise.resolve();

// `file`: the handler's module, as the host found it from the manifest (`handlerModule`).
function load(id, file) {
  let loaded = modules.get(id);
  if (!loaded) {
    loaded = import(pathToFileURL(file).href).then((module) => {
      if (typeof module.handler !== 'function') throw new Error(`handler module ${id} does not export a handler function`);
      return module.handler;
    });
    modules.set(id, loaded);
  }
  return loaded;
}

/** What crosses the thread boundary of an error: its name, message and stack (the gateway logs the stack). */
function describeError(error) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

parentPort.on('message', async (message) => {
  if (message.type === 'preload') {
    try {
      await ready;
      await Promise.all(message.handlers.map(({ id, module }) => load(id, module)));
      parentPort.postMessage({ id: message.id });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: describeError(error) });
    }
    return;
  }
  const { id, handler: handlerId, module, event, context } = message;
  try {
    await ready;
    const handler = await load(handlerId, module);
    const deadline = context.deadline;
    const result = await handler(event, {
      functionName: context.functionName,
      functionVersion: '$LATEST',
      awsRequestId: context.awsRequestId,
      memoryLimitInMB: '1024',
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      callbackWaitsForEmptyEventLoop: false,
    });
    // Results are JSON-like; one that cannot be cloned (a function) fails here, as Lambda fails to serialize it.
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: describeError(error) });
  }
});
