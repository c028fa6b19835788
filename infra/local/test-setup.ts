import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCloud } from './cloud.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: { url: string; userPoolId: string; userPoolClientId: string; dynamodb: string; eventbridge: string; cognito: string; tableName: string };
  }
}

/** One local cloud for the whole integration run, on free ports and a throwaway data directory. */
export default async function setup(project: TestProject) {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR'; // rejected-input warnings are what the tests provoke
  const dataDir = mkdtempSync(join(tmpdir(), 'plume-int-'));
  const cloud = await startLocalCloud({ dataDir, port: 0, retryBaseDelayMs: 20 }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true }); // a failed start leaves no folder behind either
    throw error;
  });
  project.provide('cloud', {
    url: cloud.url,
    ...cloud.userPool,
    ...cloud.endpoints,
    tableName: cloud.tableName,
  });
  return async () => {
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
