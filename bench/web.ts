import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { freePort } from '@plume/infra/local/ports';
import { startApp } from './app-process.ts';
import { CHROMIUM, CHROMIUM_ARGS, signInAs } from './browser-session.ts';


export interface PageLoad {
  path: string;
  /** JS responses until the page is settled: their bodies gzipped (zlib level 6), the usual measure of JS weight. */
  jsGzipBytes: number;
  /** The same responses' bodies as they came over the wire (brotli when the browser offers it). */
  jsWireBytes: number;
  jsFiles: number;
  /** Each JS file (path and gzip bytes), for bench/results/latest.json. */
  jsFileList: { path: string; gzipBytes: number }[];
  cssGzipBytes: number;
  cssFiles: number;
  requests: number;
  firstPaintMs: number | undefined;
  firstContentfulPaintMs: number | undefined;
  /** API calls made before the page settled, in order (`/api/…`, `/config.json`, `/_cognito`). */
  apiCalls: string[];
}

export interface LighthouseRun {
  path: string;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Accessibility audits that failed, by id. */
  failedAccessibilityAudits: string[];
}

export interface WebBenchResult { pages: PageLoad[]; lighthouse: LighthouseRun[] }

/**
 * The first page in Debian's Chromium against the app started as `npm start` starts it (built site, gateway with its
 * compression and cache headers): JS bytes and files until the page settles, first paint, then Lighthouse (mobile).
 */
export async function benchWeb(options: { lighthouseRuns?: number } = {}): Promise<WebBenchResult> {
  // Kept between runs (like `npm start`'s own .data/local): a restart skips the first-run seed of the content pack.
  const dataDir = '.data/bench-web';
  const port = await freePort();
  const app = await startApp(port, dataDir);
  const origin = `http://localhost:${port}`;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    // One warm-up visit so the first measured page does not pay for the browser's own start-up.
    await measurePage(browser, origin, '/');
    const pages = [await measurePage(browser, origin, '/'), await measurePage(browser, origin, '/pricing')];
    const subscriber = await signedInState(browser, origin);
    pages.push(await measurePage(browser, origin, '/quiz', subscriber));
    const lighthouse: LighthouseRun[] = [];
    for (const path of ['/', '/pricing']) lighthouse.push(await runLighthouse(`${origin}${path}`, options.lighthouseRuns ?? 3));
    return { pages, lighthouse };
  } finally {
    await browser?.close();
    await app.stop();
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs the subscriber in through the login page and picks a profile, as a person would; returns cookies and storage. */
async function signedInState(browser: Browser, origin: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: origin, locale: 'fr-FR' });
  const page = await context.newPage();
  await signInAs(page, 'Léa');
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * One visit in a fresh context (empty HTTP cache), until the page shows its heading and the network has then been
 * idle for 500 ms (a busy machine can leave the network idle before the app has even rendered: that is not the end).
 */
async function measurePage(browser: Browser, origin: string, path: string, storageState?: StorageState): Promise<PageLoad> {
  const context = await browser.newContext({ baseURL: origin, locale: 'fr-FR', ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const responses: { url: string; type: string; body: Promise<Buffer>; wire: Promise<number> }[] = [];
  let inflight = 0;
  page.on('request', () => inflight++);
  page.on('requestfinished', () => inflight--);
  page.on('requestfailed', () => inflight--);
  page.on('response', (response) => {
    const request = response.request();
    responses.push({
      url: response.url(),
      type: request.resourceType(),
      body: response.body().catch(() => Buffer.alloc(0)),
      wire: request.sizes().then((sizes) => sizes.responseBodySize, () => 0),
    });
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await networkQuiet(() => inflight, 500);
  // Runs in the page, whose Performance knows paint entries (Node's type does not).
  const paints = await page.evaluate(() => {
    const timeline = performance as unknown as { getEntriesByType(type: string): { name: string; startTime: number }[] };
    return Object.fromEntries(timeline.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])) as Record<string, number | undefined>;
  });
  const settled = await Promise.all(responses.map(async (response) => ({ ...response, body: await response.body, wire: await response.wire })));
  await context.close();

  const js = settled.filter((response) => response.type === 'script' || /\.m?js(\?|$)/.test(response.url));
  const css = settled.filter((response) => response.type === 'stylesheet' || /\.css(\?|$)/.test(response.url));
  const gzip = (body: Buffer) => (body.length ? gzipSync(body).length : 0);
  return {
    path,
    jsGzipBytes: js.reduce((sum, response) => sum + gzip(response.body), 0),
    jsWireBytes: js.reduce((sum, response) => sum + response.wire, 0),
    jsFiles: js.length,
    jsFileList: js.map((response) => ({ path: new URL(response.url).pathname, gzipBytes: gzip(response.body) })).sort((a, b) => b.gzipBytes - a.gzipBytes),
    cssGzipBytes: css.reduce((sum, response) => sum + gzip(response.body), 0),
    cssFiles: css.length,
    requests: settled.length,
    firstPaintMs: paints['first-paint'],
    firstContentfulPaintMs: paints['first-contentful-paint'],
    apiCalls: settled.map((response) => new URL(response.url).pathname).filter((pathname) => /^\/(api\/|config\.json|_cognito)/.test(pathname)),
  };
}

/** Resolves once no request has been in flight for `quietMs`. */
async function networkQuiet(inflight: () => number, quietMs: number): Promise<void> {
  let quietSince = performance.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (inflight() > 0) quietSince = performance.now();
    else if (performance.now() - quietSince >= quietMs) return;
  }
}

const execFileAsync = promisify(execFile);

/** Lighthouse's default (mobile, simulated throttling) `runs` times; the median run by performance score is kept. */
async function runLighthouse(url: string, runs: number): Promise<LighthouseRun> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) {
    const output = join(tmpdir(), `plume-lighthouse-${process.pid}-${run}.json`);
    try {
      await execFileAsync('npx', ['lighthouse', url, '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility', '--chrome-flags=--headless --no-sandbox --disable-gpu'], {
        env: { ...process.env, CHROME_PATH: CHROMIUM },
        maxBuffer: 64 * 1024 * 1024,
      });
      results.push(readLighthouse(new URL(url).pathname, JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport));
    } finally {
      rmSync(output, { force: true });
    }
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)]!;
}

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility', { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number }>;
}

function readLighthouse(path: string, report: LighthouseReport): LighthouseRun {
  const accessibility = report.categories.accessibility;
  return {
    path,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(accessibility.score * 100),
    firstContentfulPaintMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    largestContentfulPaintMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    totalBlockingTimeMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    failedAccessibilityAudits: accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.scoreDisplayMode === 'binary' && report.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}
