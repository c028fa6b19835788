import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code and handlers with aws-sdk-client-mock), `web` (React in jsdom) and `int`
 * (against one local cloud per run, started by the global setup). Playwright journeys run separately.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{shared,events,lambdas,infra}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          root: './frontend',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'int',
          environment: 'node',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['./infra/local/test-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
