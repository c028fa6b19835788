import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { nextCodeFor } from './support';

test('a new family signs up, meets the subscription dialog, leaves a checkout half-way, then pays monthly and opens its account', async ({ page, request }) => {
  const email = `famille-${Date.now()}@plume.test`;
  await page.goto('/auth/sign-up/');
  await expectAccessible(page);
  await page.getByLabel('Votre nom').fill('Camille Martin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill('Famille-2026!');
  await page.getByLabel('Confirmez le mot de passe').fill('Famille-2026!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/auth\/otp-verify\/\?email=/);
  await expectAccessible(page);
  await page.getByLabel('Code à 6 chiffres').fill(await nextCodeFor(request, email));
  await page.getByRole('button', { name: 'Valider' }).click();

  await expect(page).toHaveURL(/\/profileselector$/);
  // Only the holder's profile so far, named as the sign-up said.
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('listitem')).toContainText('Camille Martin');
  await expectAccessible(page);

  // The account page is every account's: without a subscription it says so and offers one.
  await page.goto('/profile/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'S’abonner' })).toBeVisible();
  await expectAccessible(page, '/profile (no subscription)');

  // A premium feature: the subscription dialog stands in its way, and leads to the plans.
  await page.goto('/crossword/');
  const dialog = page.getByRole('dialog', { name: 'Abonnement Requis' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Accès Premium Nécessaire')).toBeVisible();
  await expectAccessible(page, '/crossword (subscription dialog)');
  await dialog.getByRole('link', { name: 'S’abonner maintenant' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Choisir la formule Mensuel' }).click();
  await expect(page).toHaveURL(/\/_local\/checkout\//);

  // Changing one's mind at Stripe: back on the plans, and premium pages offer them again (not « payment pending »).
  const abandoned = page.waitForResponse((response) => response.url().endsWith('/api/abandon_checkout'));
  await page.getByRole('button', { name: 'Annuler et revenir' }).click();
  await expect(page).toHaveURL(/\/payment\?canceled=1$/);
  await expect(page.getByText('Paiement annulé')).toBeVisible();
  expect((await abandoned).status()).toBe(200);
  await page.goto('/crossword/');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'S’abonner maintenant' }).click();
  await expect(page).toHaveURL(/\/payment$/);

  await page.getByRole('button', { name: 'Choisir la formule Mensuel' }).click();
  await expect(page).toHaveURL(/\/_local\/checkout\//);
  await page.getByRole('button', { name: /Payer 7,99/ }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: /^Bienvenue dans Plume/ })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText(/Formule\s:\sMensuel/)).toBeVisible();
  await expectAccessible(page);
});
