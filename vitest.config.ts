import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{shared,events,lambdas,infra}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
