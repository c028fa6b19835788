import { expect, test, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { completeSignUp, FAMILY_PASSWORD, signInWithPassword } from './support';

/**
 * « Continuer avec Google » against the local cloud: the local Cognito's hosted UI (TLS, with a certificate made at
 * start, hence `ignoreHTTPSErrors`) federates with a real OpenID Connect provider standing in for Google
 * (infra/local/identity-provider.ts), whose sign-in page takes any e-mail address and name.
 */
test.use({ ignoreHTTPSErrors: true });

const person = (name: string) => ({ email: `${name.toLowerCase().replace(/\W+/g, '.')}-${Date.now()}@exemple.fr`, name });

/** From the login page to the provider; `signIn` answers its sign-in page (absent: the provider remembers the person). */
async function continueWithGoogle(page: Page, signIn?: { email: string; name: string }) {
  await page.goto('/auth/login/');
  await page.getByRole('button', { name: 'Continuer avec Google' }).click();
  if (!signIn) return;
  await expect(page.getByRole('heading', { level: 1, name: 'Google (simulé)' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(signIn.email);
  await page.getByLabel('Nom', { exact: true }).fill(signIn.name);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Menu du compte de/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  // Through the hosted UI's /logout, back to the login page.
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
}

/** The hosted UI's session cookie, on its own origin (`https://localhost:<port>`). */
const hostedUiSession = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'cognito' && cookie.secure);
const storedTokens = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('Token')));

test('a first sign-in through Google opens the account, sign-out ends Plume’s and the hosted UI’s sessions, and the next sign-in finds the account again', async ({ page }) => {
  const nina = person('Nina Durand');
  await continueWithGoogle(page, nina);
  await expect(page).toHaveURL(/\/profileselector$/);
  // The provider's name named the account and its first profile, as the sign-up's « Votre nom » does.
  await expect(page.getByRole('button', { name: 'Nina Durand', exact: true })).toBeVisible();
  expect(await hostedUiSession(page)).toBeDefined();
  expect(await storedTokens(page)).not.toEqual([]);

  await signOut(page);
  expect(await hostedUiSession(page)).toBeUndefined();
  expect(await storedTokens(page)).toEqual([]);
  await page.goto('/profileselector');
  await expect(page).toHaveURL(/\/auth\/login\/$/);

  // Google still knows Nina (Cognito's sign-out does not end the provider's session, on AWS either): one click.
  await continueWithGoogle(page);
  await expect(page).toHaveURL(/\/profileselector$/);
  await expect(page.getByRole('button', { name: 'Nina Durand', exact: true })).toBeVisible();
});

test('a family that signed up with its e-mail address finds its own account through Google with that address, and keeps its password', async ({ page, request }) => {
  const family = person('Camille Martin');
  await page.goto('/auth/sign-up/');
  await completeSignUp(page, request, family.email, { name: family.name });
  await signOut(page);

  // Google calls her differently: the account is still the one of the e-mail address, not a new one named « Cam ».
  await continueWithGoogle(page, { email: family.email, name: 'Cam' });
  await expect(page).toHaveURL(/\/profileselector$/);
  await expect(page.getByRole('button', { name: 'Camille Martin', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cam', exact: true })).toHaveCount(0);

  await signOut(page);
  await signInWithPassword(page, family.email, FAMILY_PASSWORD);
  await expect(page.getByRole('button', { name: 'Camille Martin', exact: true })).toBeVisible();
});

test('a password sign-up with the address of an account opened through Google is refused, naming Google', async ({ page, browser }) => {
  const leo = person('Léo Bernard');
  await continueWithGoogle(page, leo);
  await expect(page).toHaveURL(/\/profileselector$/);

  const other = await browser.newPage();
  try {
    await other.goto(new URL('/auth/sign-up/', page.url()).toString());
    await other.getByLabel('Votre nom').fill('Léo B.');
    await other.getByLabel('Adresse e-mail').fill(leo.email);
    await other.getByLabel(/^Mot de passe/).fill(FAMILY_PASSWORD);
    await other.getByLabel('Confirmez le mot de passe').fill(FAMILY_PASSWORD);
    await other.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(other.getByText(/celle d’un compte ouvert avec Google\s: choisissez «\sContinuer avec Google\s»/)).toBeVisible();
    await expect(other).toHaveURL(/\/auth\/sign-up\/$/);
  } finally {
    await other.close();
  }
});

test('leaving the provider’s page brings people back to the login page, told that the sign-in did not happen', async ({ page }) => {
  await continueWithGoogle(page);
  await page.getByRole('link', { name: 'Annuler et revenir à Plume' }).click();
  await expect(page).toHaveURL(/\/auth\/login\//);
  await expect(page.getByRole('alert')).toContainText('La connexion avec Google n’a pas abouti.');
  await expectAccessible(page);
});
