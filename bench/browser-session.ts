import { rmSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '@plume/infra/local/ports';
import { startApp } from './app-process.ts';

/** Debian's Chromium, headless, without what would make its timings noisy (updates, sync, QUIC). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The local cloud's demo subscriber (README): the holder Camille Martin, and the profiles Léa and Hugo. */
export const SUBSCRIBER = { email: 'abonne@plume.test', password: 'Plume-2026!' };

/** Signs the demo subscriber in through the login page and picks a profile, as a person would; ends on the learner's home. */
export async function signInAs(page: Page, profile: string): Promise<void> {
  await page.goto('/auth/login/');
  await page.getByLabel('Adresse e-mail').fill(SUBSCRIBER.email);
  await page.getByLabel(/^Mot de passe/).fill(SUBSCRIBER.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(/\/profileselector$/);
  await page.getByRole('button', { name: profile, exact: true }).click();
  await page.waitForURL(/\/home$/);
}

/** Calls the API from Node with the page's own ID token (Amplify keeps it in localStorage); throws on a refusal. */
export function apiCaller(page: Page, origin: string) {
  return async (path: string, body: unknown) => {
    const token = await page.evaluate(() => Object.entries((globalThis as unknown as { localStorage: Record<string, string> }).localStorage).find(([key]) => key.endsWith('.idToken'))?.[1]);
    const response = await fetch(`${origin}/api/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    const envelope = (await response.json()) as { data: any; message: string };
    if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
    return envelope.data;
  };
}

export interface AppPage { page: Page; context: BrowserContext; origin: string; call: ReturnType<typeof apiCaller> }

/**
 * Runs `measure` in a fresh app (as `npm start` runs it, on an emptied data directory) with one Chromium page signed in
 * as the demo subscriber's `profile`, the service worker blocked (its precache is not what these benches measure);
 * everything is stopped after, whatever happens.
 */
export async function withAppPage<T>(dataDir: string, profile: string, measure: (session: AppPage) => Promise<T>): Promise<T> {
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const app = await startApp(port, dataDir);
  const origin = `http://localhost:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  // Node would exit while it waits for the browser or for the app's exit: nothing else holds its event loop open then
  // (runs ended silently, exit code 13, in `app.stop()`).
  const keepAlive = setInterval(() => undefined, 1_000);
  try {
    const context = await browser.newContext({ baseURL: origin, locale: 'fr-FR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInAs(page, profile);
    const result = await measure({ page, context, origin, call: apiCaller(page, origin) });
    await context.close();
    return result;
  } finally {
    await browser.close();
    await app.stop();
    clearInterval(keepAlive);
  }
}
