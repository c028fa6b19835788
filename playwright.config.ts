import { defineConfig } from '@playwright/test';

/**
 * Journeys drive Debian's Chromium (never a downloaded browser) against the real local cloud: one per worker,
 * started by the `localCloud` fixture (frontend/e2e/local-cloud.ts), so journeys that run at once share nothing.
 * Timeouts only catch a hang: a journey's verdict must not depend on the machine's speed (a loaded two-core box runs
 * one several times slower than a quiet one).
 */
export default defineConfig({
  testDir: './frontend/e2e',
  globalSetup: './frontend/e2e/build-site.ts',
  timeout: 600_000,
  expect: { timeout: 60_000 },
  retries: process.env.CI ? 1 : 0,
  // A journey waits much of its time (on timers, on consumers, on the other player): three at once keep two cores
  // busy (docs/benchmarks.md, « The test suite side by side »).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: [['list']],
  use: {
    // Recording a trace (a DOM snapshot and a screenshot per action) costs a quarter of a journey's time, in the
    // browser and the worker: record only the retry of a failed journey (CI retries once), or ask `--trace on`.
    trace: 'on-first-retry',
    // The installed app's service worker precaches ~2.8 MB in every fresh context: journeys that do not test it block
    // it, and the offline journey asks for it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's `chromium-headless-shell`, the headless build Playwright itself runs by default: measured against the
      // full Chromium on the same journeys, a quarter less browser CPU (docs/benchmarks.md, 2026-11-30 fourth session).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
