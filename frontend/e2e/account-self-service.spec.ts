import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { completeSignUp, FAMILY_PASSWORD, submitPassword } from './support';

test('an account without a subscription manages itself: « Gérer » opens the account page, and it deletes itself without paying', async ({ page, request }) => {
  const email = `gratuit-${Date.now()}@plume.test`;
  await page.goto('/auth/sign-up/');
  await completeSignUp(page, request, email, { name: 'Alex Martin' });

  // « Gérer » leads to the account page itself, not to the subscription dialog.
  await page.getByRole('link', { name: /Gérer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, '/profile (free account)');

  // Deleting asks to type the word, then erases the account: no payment on the way.
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  await expect(confirm.getByRole('button', { name: 'Supprimer définitivement' })).toBeDisabled();
  await confirm.getByLabel(/SUPPRIMER/).fill('SUPPRIMER');
  await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The account is gone: its e-mail and password open nothing.
  await submitPassword(page, email, FAMILY_PASSWORD);
  await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
});
