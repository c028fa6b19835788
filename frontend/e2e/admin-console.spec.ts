import { expect, test, type Browser, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { completeSignUp, FAMILY_PASSWORD, signInWithPassword } from './support';

/** A new family, signed up and signed in on its own browser context (so deactivating it touches no demo account). */
async function newFamily(browser: Browser): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = `admin-e2e-${Date.now()}@plume.test`;
  await page.goto('/auth/sign-up/');
  await completeSignUp(page, page.request, email, { name: 'Famille Témoin' });
  return { page, email };
}

test('an admin lands on the console, deactivates and reactivates a family, edits a setting and checks the dead letters', async ({ page, browser }) => {
  const family = await newFamily(browser);

  // The admin lands on the hub.
  await signInWithPassword(page, 'admin@plume.test', undefined, /\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Console d’administration' })).toBeVisible();
  await expectAccessible(page);

  // Accounts: find the family by the start of its address, deactivate it (after confirming).
  await page.getByRole('link', { name: /^Comptes/ }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await page.getByLabel('Rechercher').fill(family.email.slice(0, 22));
  const row = page.getByRole('row', { name: new RegExp(family.email) });
  await expect(row).toContainText('Actif');
  await expectAccessible(page);
  await row.getByRole('button', { name: `Désactiver le compte de ${family.email}` }).click();
  const confirm = page.getByRole('dialog', { name: /^Désactiver ce compte/ });
  await expect(confirm).toContainText(family.email);
  await expectAccessible(page, '/admin/accounts (confirm deactivation)');
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(row).toContainText('Désactivé');

  // The family's next request ends its session; the sign-in page says why, and signing in again is refused.
  await family.page.goto('/profileselector');
  await expect(family.page).toHaveURL(/\/auth\/login\/?$/);
  await expect(family.page.getByRole('main').getByRole('alert')).toContainText(/Votre compte a été désactivé\s?! Veuillez contacter l.administrateur/);
  await family.page.getByLabel('Adresse e-mail').fill(family.email);
  await family.page.getByLabel(/^Mot de passe/).fill(FAMILY_PASSWORD);
  await family.page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(family.page).toHaveURL(/\/auth\/login\/?$/);

  // Reactivated, the family signs in again.
  await row.getByRole('button', { name: `Réactiver le compte de ${family.email}` }).click();
  await expect(row).toContainText('Actif');
  await signInWithPassword(family.page, family.email, FAMILY_PASSWORD);

  // Configuration: a new maintenance notice is kept (the site stays open: maintenance is not switched on).
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Configuration/ }).click();
  await expect(page).toHaveURL(/\/admin\/configuration$/);
  const notice = page.getByLabel('Message de maintenance');
  const previous = await notice.inputValue();
  await expectAccessible(page);
  await notice.fill('Plume revient dans dix minutes.');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Paramètres mis à jour avec succès')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Message de maintenance')).toHaveValue('Plume revient dans dix minutes.');
  await page.getByLabel('Message de maintenance').fill(previous);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();

  // Dead letters: the list (or its empty state) with a refresh.
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Lettres mortes/ }).click();
  await expect(page).toHaveURL(/\/admin\/dead-letters$/);
  await expect(page.getByRole('table', { name: 'Événements en attente dans une file de lettres mortes' }).or(page.getByText(/^Aucune lettre morte/))).toBeVisible();
  await expectAccessible(page);
});
