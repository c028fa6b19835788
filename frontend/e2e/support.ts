import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { DEMO_PASSWORD, demoAccounts } from '../../infra/local/demo-accounts.ts';

/** Password of the demo accounts the local cloud seeds (and good enough for Cognito's default policy). */
export { DEMO_PASSWORD };

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
  return (await outboxMessages(request, recipient)).flatMap((message) => (message.code ? [message.code] : []));
}

/** The password of the families the journeys sign up. */
export const FAMILY_PASSWORD = 'Famille-2026!';

/**
 * Fills the sign-up page already open (a referral link's included) for a new family, then answers the e-mail code from
 * the outbox: lands on the profile selector. `onCodePage` runs on the code page before the code is typed.
 */
export async function completeSignUp(page: Page, request: APIRequestContext, email: string, { name = 'Camille Martin', onCodePage }: { name?: string; onCodePage?: () => Promise<void> } = {}) {
  await page.getByLabel('Votre nom').fill(name);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(FAMILY_PASSWORD);
  await page.getByLabel('Confirmez le mot de passe').fill(FAMILY_PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth\/otp-verify\/\?email=/);
  await onCodePage?.();
  await page.getByLabel('Code à 6 chiffres').fill(await nextCodeFor(request, email));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/profileselector$/);
}

/** Every message of the local outbox to a recipient, newest first (codes, and the local Stripe's trial reminder). */
export async function outboxMessages(request: APIRequestContext, recipient: string): Promise<{ code?: string; subject?: string; text?: string }[]> {
  const response = await request.get(`/_local/outbox?to=${encodeURIComponent(recipient)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { code?: string; subject?: string; text?: string }[];
}

/** Moves the local Stripe's clock ahead (as a Stripe test clock does): a trial's reminder, end and renewals happen. */
export async function advanceStripeClock(request: APIRequestContext, days: number): Promise<void> {
  expect((await request.post(`/_local/stripe/advance?days=${days}`)).ok()).toBe(true);
}

/**
 * Signs in on the login page; people land on the profile selector, staff with a home page (finance) on it. Staff
 * answer the second step with the current code of their authenticator key (the demo staff accounts' by default:
 * `totpSecret` in infra/local/demo-accounts.ts), computed as their phone's app would.
 */
export async function signInWithPassword(page: Page, email: string, password = DEMO_PASSWORD, landing: RegExp = /\/profileselector$/, totpSecret = demoTotpSecretOf(email)) {
  await submitPassword(page, email, password);
  if (totpSecret) await enterTotpCode(page, totpSecret);
  // The first sign-in after the local cloud starts can take several seconds on a busy machine.
  await expect(page).toHaveURL(landing);
}

export async function submitPassword(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** The sign-in's second step, for an account with an authenticator app: its current code (RFC 6238). */
export async function enterTotpCode(page: Page, secret: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Validation en deux étapes' })).toBeVisible();
  await page.getByLabel('Code à 6 chiffres').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Valider' }).click();
}

export const totpCode = (secret: string) => generateSync({ secret });

const demoTotpSecretOf = (email: string) => demoAccounts.find((account) => account.email === email)?.totpSecret;

/** On the profile selector: plays as `name` (a profile without a PIN), which leads a subscriber to `/home`, anyone else to `/`. */
export async function chooseProfile(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/(home)?$/);
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

/** On a quiz's play page: answers each question with its first choice and moves on, until the result shows. */
export async function answerUntilResult(page: Page) {
  const answers = page.getByRole('group', { name: 'Réponses' });
  for (let question = 1; question < 50; question++) {
    await expect(page.getByText(new RegExp(`^Question ${question} / \\d+$`))).toBeVisible();
    await answers.getByRole('button').first().click();
    const next = page.getByRole('button', { name: /^(Question suivante|Voir le résultat)$/ });
    const last = (await next.textContent()) === 'Voir le résultat';
    await next.click();
    if (last) return;
  }
  throw new Error('the quiz did not end within 50 questions');
}
