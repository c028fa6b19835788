import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../infra/local/ports.ts';

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
  const child = spawn('npx', ['tsx', 'infra/local/main.ts', '--port', String(port), '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Plume est prêt')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
    });
    return (performance.now() - started) / 1000;
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
