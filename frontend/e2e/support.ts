import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Password of the demo accounts the local cloud seeds (and good enough for Cognito's default policy). */
export const DEMO_PASSWORD = 'Plume-2026!';

/**
 * The newest code the local cloud's outbox holds for an e-mail address or phone number, once it differs from the
 * codes already there before the action that sends it (the outbox keeps every code of the run, newest first).
 */
export async function nextCodeFor(request: APIRequestContext, recipient: string, previous: readonly string[] = []): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [latest] = await outbox(request, recipient);
      code = latest && !previous.includes(latest) ? latest : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export async function outbox(request: APIRequestContext, recipient: string): Promise<string[]> {
  const response = await request.get(`/_local/outbox?to=${encodeURIComponent(recipient)}`);
  expect(response.ok()).toBe(true);
  const messages = (await response.json()) as { code: string }[];
  return messages.map((message) => message.code);
}

export async function signInWithPassword(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  // The next page loads its code first: give a busy machine more than the default 5 s.
  await expect(page).toHaveURL(/\/profileselector$/, { timeout: 15_000 });
}

/** On the profile selector: plays as `name` (a profile without a PIN), which leads home. */
export async function chooseProfile(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * From the quiz zone's category list: the first category, its first subcategory, then level 1, which starts a game
 * (named in the address once started, so a refresh picks it up again). `onPage` runs on each page on the way (e.g.
 * an accessibility scan).
 */
export async function startFirstZoneLevel(page: Page, onPage: (page: Page) => Promise<void> = async () => undefined) {
  const main = page.getByRole('main');
  await onPage(page);
  await main.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/quiz\/zone\/[^/]+$/);
  await onPage(page);
  await main.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/quiz\/zone\/[^/]+\/[^/]+$/);
  await onPage(page);
  await main.getByRole('link', { name: /^Niveau 1\b/ }).click();
  await expect(page).toHaveURL(/\/1\/play(\?game=[^&]+)?$/);
}
