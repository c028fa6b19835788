import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allHandlers } from '@plume/lambdas/routes';

const handlersDir = fileURLToPath(new URL('../../lambdas/src/handlers/', import.meta.url));

type Handler = (event: unknown, context: unknown) => Promise<unknown>;

/**
 * Runs Lambda handlers in this process, as AWS would run each in its own container: the module is imported once
 * (so module-level clients are reused, like a warm container) and invoked with an event and a Lambda context.
 * Environment variables must be set before the first invocation, since handlers read them at module load.
 */
export class LambdaHost {
  private readonly modules = new Map<string, Promise<Handler>>();

  constructor(private readonly timeoutMs = 30_000) {}

  /** Loads every handler the manifest names, so a missing module fails at start rather than at first call. */
  async preload(): Promise<void> {
    await Promise.all(allHandlers().map((id) => this.load(id)));
  }

  async invoke(id: string, event: unknown, timeoutMs = this.timeoutMs): Promise<unknown> {
    const handler = await this.load(id);
    const deadline = Date.now() + timeoutMs;
    const context = {
      functionName: `plume-${id.replace('/', '-')}`,
      functionVersion: '$LATEST',
      awsRequestId: randomUUID(),
      memoryLimitInMB: '1024',
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      callbackWaitsForEmptyEventLoop: false,
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Task timed out after ${timeoutMs / 1000} seconds (${id})`)), timeoutMs);
    });
    try {
      return await Promise.race([handler(event, context), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private load(id: string): Promise<Handler> {
    let loaded = this.modules.get(id);
    if (!loaded) {
      loaded = import(pathToFileURL(`${handlersDir}${id}.ts`).href).then((module: { handler?: Handler }) => {
        if (typeof module.handler !== 'function') throw new Error(`handler module ${id} does not export a handler function`);
        return module.handler;
      });
      this.modules.set(id, loaded);
    }
    return loaded;
  }
}
