import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

/** Everything Playwright's test module exports, with `test` replaced by the one below. */
export * from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The first worker's port; worker N uses the next ones. */
const basePort = Number(process.env.E2E_PORT ?? 8181);
/** Starting one takes ~25 s on a quiet two-core machine; this only catches a cloud that never answers. */
const START_TIMEOUT_MS = 300_000;

/**
 * Each Playwright worker runs its journeys against a local cloud of its own (its own port, data and demo accounts):
 * journeys that run at once never see each other's games, coins or badges, exactly as when they ran one by one.
 */
export const test = base.extend<object, { localCloud: { url: string } }>({
  localCloud: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const port = basePort + workerInfo.parallelIndex;
      const url = `http://localhost:${port}`;
      mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
      const log = openSync(join(repoRoot, 'test-results', `local-cloud-${port}.log`), 'a');
      // Its own process group, so that stopping it stops tsx, the cloud and DynamoDB Local together. Data and log are
      // named by port: two runs with different E2E_PORT in one tree never share a cloud's files.
      const cloud = spawn('npx', ['tsx', 'infra/local/main.ts', '--reset', '--port', String(port), '--data-dir', `.data/e2e-${port}`], {
        cwd: repoRoot,
        detached: true,
        stdio: ['ignore', log, log],
      });
      try {
        await untilHealthy(cloud, url);
        await provide({ url });
      } finally {
        await stop(cloud);
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS },
  ],
  baseURL: async ({ localCloud }, provide) => provide(localCloud.url),
});

async function untilHealthy(cloud: ChildProcess, url: string): Promise<void> {
  let exited: number | null = null;
  cloud.once('exit', (code) => (exited = code ?? -1));
  for (;;) {
    if (exited !== null) throw new Error(`the local cloud for ${url} stopped (code ${exited}): see test-results/local-cloud-*.log`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(cloud: ChildProcess): Promise<void> {
  if (cloud.exitCode !== null || cloud.signalCode !== null) return;
  const exited = new Promise((resolve) => cloud.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-cloud.pid!, name);
    } catch {
      // the group is already gone
    }
  };
  signal('SIGTERM');
  const killed = setTimeout(() => signal('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killed);
}
