import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Five projects: `unit` and `unit-isolated` (pure code, and handlers with aws-sdk-client-mock: see below), `web` (React
 * in jsdom), `int` (against one local cloud per run, started by the global setup) and `fuzz` (the manifest-wide fuzz,
 * on a local cloud of its own). Playwright journeys run separately.
 */
/**
 * Timeouts only catch a hang: a test's verdict must not depend on the machine's speed (a loaded two-core box runs a
 * screen test or a synth several times slower). Speed is measured in bench/, against budgets, not here.
 */
const HANG_MS = 300_000;
/** The AWS SDKs' Node-version notices say nothing about our code; keep test output readable. */
/** The HTTP fuzz of every route, which writes the site-wide configuration: see the `fuzz` project. */
const manifestFuzz = 'lambdas/src/routes.fuzz.int.test.ts';
const quietSdk = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' };
const unitSettings = { environment: 'node', env: { ...quietSdk, POWERTOOLS_LOG_LEVEL: 'SILENT' }, globalSetup: ['./infra/src/test-tmpdir.ts'], testTimeout: HANG_MS, hookTimeout: HANG_MS };

/**
 * The unit files that change what a process shares: aws-sdk-client-mock stubs a client class for every instance
 * until restored, `process.env` is read once by handler modules, and vitest's module mocks, stubbed globals and fake
 * timers outlive a file that forgets them. These run each in a fresh worker (`unit-isolated`); the others share their
 * worker's modules (`unit`): measured, both projects alone 84 s → 65 s on two cores (docs/benchmarks.md).
 */
const unitFiles = ['shared', 'events', 'lambdas', 'infra', 'bench'].flatMap((workspace) =>
  readdirSync(workspace, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.int.test.ts') && !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => join(workspace, file)),
);
const touchesProcessState = (file: string) => /aws-sdk-client-mock|process\.env|vi\.(mock|stubGlobal|stubEnv|useFakeTimers)\(/.test(readFileSync(file, 'utf8'));
const isolatedUnitFiles = unitFiles.filter(touchesProcessState);

export default defineConfig({
  test: {
    // Integration files mostly wait (on the local cloud, on timers), so three files at once, of any project, keep two
    // cores busy. One value for every project: they then share one pool and run side by side.
    maxWorkers: 3,
    projects: [
      { test: { ...unitSettings, name: 'unit', isolate: false, include: unitFiles.filter((file) => !isolatedUnitFiles.includes(file)) } },
      { test: { ...unitSettings, name: 'unit-isolated', include: isolatedUnitFiles } },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          // Files share a worker's modules (React, Mantine, the app) instead of loading them again each: half the
          // project's time. Each starts from a fresh page's client state (`resetStores` in the setup file); the two
          // that test a first load import a fresh copy (`vi.resetModules`).
          isolate: false,
          root: './frontend',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // Screen tests render whole pages in jsdom: a few take ~6 s on a quiet machine, several times that under load.
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
        },
      },
      {
        test: {
          name: 'int',
          environment: 'node',
          env: { ...quietSdk, POWERTOOLS_LOG_LEVEL: 'SILENT' },
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**', manifestFuzz],
          globalSetup: ['./infra/local/test-setup.ts'],
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
        },
      },
      {
        test: {
          // The manifest-wide fuzz on a local cloud of its own: the hostile values that are valid get saved (the
          // site's configuration, the custom language, until its end puts them back), and no other file may read
          // them meanwhile — a game started beside it would play under whatever configuration it had just written.
          name: 'fuzz',
          environment: 'node',
          env: { ...quietSdk, POWERTOOLS_LOG_LEVEL: 'SILENT' },
          include: [manifestFuzz],
          globalSetup: ['./infra/local/test-setup.ts'],
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
        },
      },
    ],
  },
});
