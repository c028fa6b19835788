import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@plume/infra/local/ports';
import { startApp } from './app-process.ts';

/** Seconds from launching `npm start`'s command to its ready line: on empty data, then again on the data it left. */
export async function benchStartup(): Promise<{ emptyDataSeconds: number; existingDataSeconds: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plume-start-'));
  try {
    const emptyDataSeconds = await timeToReady(dataDir);
    const existingDataSeconds = await timeToReady(dataDir);
    return { emptyDataSeconds, existingDataSeconds };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeToReady(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const app = await startApp(port, dataDir);
  const seconds = (performance.now() - started) / 1000;
  await app.stop();
  return seconds;
}
