import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LambdaHost, type LambdaHostOptions } from './lambda-host.ts';

const fixtures = fileURLToPath(new URL('./lambda-host-fixtures/', import.meta.url));
const moduleOf = (id: string) => `${fixtures}${id}.ts`;
const hosts: LambdaHost[] = [];
function host(options: LambdaHostOptions = {}): LambdaHost {
  const created = new LambdaHost({ workers: 2, moduleOf, handlers: () => ['busy', 'context'], timeoutSecondsOf: () => 30, ...options });
  hosts.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((created) => created.close()));
  delete process.env.PLUME_FIXTURE_TABLE;
});

describe('the local Lambda host (worker-thread pool)', () => {
  it('runs two CPU-bound invocations on two threads at once, in well under the time of one after the other', async () => {
    // Prepare
    const lambdas = host();
    await lambdas.preload();
    await Promise.all([lambdas.invoke('busy', { ms: 20 }), lambdas.invoke('busy', { ms: 20 })]); // warm both workers
    const timed = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      const result = await run();
      return { ms: performance.now() - start, result };
    };
    // Act
    const sequential = await timed(async () => [await lambdas.invoke('busy', { ms: 400 }), await lambdas.invoke('busy', { ms: 400 })]);
    const parallel = await timed(() => Promise.all([lambdas.invoke('busy', { ms: 400 }), lambdas.invoke('busy', { ms: 400 })]));
    // Assess: two different threads, and the pair took about one handler's time (one loop would take two).
    const threads = (parallel.result as { threadId: number }[]).map((result) => result.threadId);
    expect(new Set(threads).size).toBe(2);
    expect(parallel.ms).toBeLessThan(sequential.ms * 0.8);
  });

  it('imports a handler once per worker after the environment is set, and passes a Lambda context', async () => {
    // Prepare: the environment is set after the host is made, before the workers start (as cloud.ts does).
    const lambdas = host({ workers: 1 });
    process.env.PLUME_FIXTURE_TABLE = 'plume-table';
    await lambdas.preload();
    // Act
    const first = (await lambdas.invoke('context', { n: 1 })) as Record<string, unknown>;
    const second = (await lambdas.invoke('context', { n: 2 })) as Record<string, unknown>;
    // Assess
    expect(first).toMatchObject({ event: { n: 1 }, tableAtLoad: 'plume-table', invocations: 1, functionName: 'plume-context' });
    expect(second).toMatchObject({ event: { n: 2 }, invocations: 2, threadId: first.threadId });
    expect(second.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.awsRequestId).not.toBe(first.awsRequestId);
    expect(first.remainingMs).toBeGreaterThan(25_000);
    expect(first.remainingMs).toBeLessThanOrEqual(30_000);
  });

  it("rejects with the handler's own error name and message", async () => {
    const lambdas = host();
    const failure = await lambdas.invoke('throws', { message: 'quota dépassé' }).catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ name: 'QuotaExceededError', message: 'quota dépassé' });
    expect((failure as Error).stack).toContain('throws.ts');
  });

  it('times out a handler that does not answer, as Lambda words it, and stays usable', async () => {
    const lambdas = host({ minimumTimeoutMs: 0, timeoutSecondsOf: (id) => (id === 'hangs' ? 0.3 : 30) });
    const start = performance.now();
    await expect(lambdas.invoke('hangs', {})).rejects.toThrow('Task timed out after 0.3 seconds (hangs)');
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
    expect(await lambdas.invoke('busy', { ms: 1 })).toHaveProperty('threadId');
  });

  it('fails the preload on a missing module or one without a handler', async () => {
    await expect(host({ handlers: () => ['busy', 'missing'] }).preload()).rejects.toThrow(/missing/);
    await expect(host({ handlers: () => ['no-handler'] }).preload()).rejects.toThrow('handler module no-handler does not export a handler function');
  });

  it('fails the invocation whose worker dies, and the next one runs on a fresh worker', async () => {
    const lambdas = host({ workers: 1 });
    await expect(lambdas.invoke('exits', {})).rejects.toThrow('Runtime exited with error: exit status 3');
    expect(await lambdas.invoke('busy', { ms: 1 })).toHaveProperty('threadId');
  });

  it('says why a worker died when no invocation was there to carry the error', async () => {
    const lambdas = host({ workers: 1 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await lambdas.invoke('floats', {})).toBe('answered');
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('local Lambda worker died:', expect.objectContaining({ message: 'a floating rejection' })));
      expect(logged).toHaveBeenCalledTimes(1);
      expect(await lambdas.invoke('busy', { ms: 1 })).toHaveProperty('threadId');
    } finally {
      logged.mockRestore();
    }
  });

  it('stops: the workers end, invocations in flight are rejected and later ones refused', async () => {
    // Prepare
    const lambdas = host();
    await lambdas.preload();
    // Listening before the stop rejects it; as stopped, not as « exit status 1 » (a terminated thread's), which read as a crash.
    const running = expect(lambdas.invoke('hangs', {})).rejects.toThrow('the Lambda host stopped while this invocation ran');
    // Act
    await lambdas.close();
    // Assess
    await running;
    await expect(lambdas.invoke('busy', { ms: 1 })).rejects.toThrow('the Lambda host is stopped');
  });
});
