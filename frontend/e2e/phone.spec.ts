import { expect, test, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { completeSignUp, nextCodeFor, outbox } from './support';

/** « Se connecter par SMS » on the login page, up to the code being sent (or refused). */
async function askSmsCode(page: Page, phone: string) {
  await page.goto('/auth/login/');
  await page.getByRole('button', { name: 'Se connecter par SMS' }).click();
  await page.getByLabel('Numéro de mobile').fill(phone);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
}

test('a new family adds its phone number on « Mon compte », verifies it by SMS, signs in with it, then removes it', async ({ page, request }) => {
  const email = `famille-tel-${Date.now()}@plume.test`;
  // A number no other run has used: +33 6 1…, the last 7 digits of the clock.
  const phone = `+3361${String(Date.now()).slice(-7)}`;
  const typed = `0${phone.slice(3)}`;
  const shown = typed.replace(/(\d{2})(?=\d)/g, '$1 ');

  await page.goto('/auth/sign-up/');
  await completeSignUp(page, request, email);

  // « Mon compte »: no number yet; one typed as in France (06…), by keyboard alone.
  await page.goto('/profile/');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Numéro de téléphone' }) });
  await expect(section.getByText(/^Aucun numéro pour l’instant\./)).toBeVisible();
  await section.getByRole('button', { name: 'Ajouter un numéro' }).focus();
  await page.keyboard.press('Enter');
  const field = section.getByRole('textbox', { name: /^Numéro de mobile/ });
  await expect(field).toBeFocused();
  await page.keyboard.type('01 23 45 67 89');
  await page.keyboard.press('Enter');
  await expect(section.getByText('Un numéro de mobile français compte 10 chiffres et commence par 06 ou 07.')).toBeVisible();
  await expectAccessible(page, '/profile (phone number refused)');
  await field.fill(typed);
  await page.keyboard.press('Enter');

  // The code comes by SMS (the local outbox), to the number in E.164.
  await expect(section.getByText(`Nous avons envoyé un code à 6 chiffres par SMS au ${shown}.`)).toBeVisible();
  const code = section.getByRole('textbox', { name: /^Code à 6 chiffres/ });
  await expect(code).toBeFocused();
  await expectAccessible(page, '/profile (phone code)');
  await page.keyboard.type(await nextCodeFor(request, phone));
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toContainText(`Numéro vérifié. Vous pouvez maintenant vous connecter avec le ${shown} et un code reçu par SMS.`);
  await expect(section.getByText('Vérifié', { exact: true })).toBeVisible();
  await expectAccessible(page, '/profile (phone verified)');

  // Signed out, then in again with the number and an SMS code alone.
  await page.goto('/profileselector');
  await page.getByRole('button', { name: 'Camille Martin', exact: true }).click();
  await page.getByRole('button', { name: /^Menu du compte de/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  const earlierCodes = await outbox(request, phone);
  await askSmsCode(page, phone);
  await expect(page).toHaveURL(/\/auth\/otp-verify\/\?phone=/);
  await page.getByLabel('Code à 6 chiffres').fill(await nextCodeFor(request, phone, earlierCodes));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/profileselector$/);
  await expect(page.getByRole('button', { name: 'Camille Martin', exact: true })).toBeVisible();

  // Removed (after a confirmation), the number no longer signs in, and the login page says so plainly.
  await page.goto('/profile/');
  await expect(section.getByTestId('phone-number')).toHaveText(shown);
  await section.getByRole('button', { name: 'Retirer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirer votre numéro de téléphone ?' });
  await expect(dialog).toContainText(`Vous ne pourrez plus vous connecter par SMS avec le ${shown}.`);
  await expectAccessible(page, '/profile (removing the phone number)');
  await dialog.getByRole('button', { name: 'Retirer le numéro' }).click();
  await expect(section.getByRole('status')).toContainText('Votre numéro de téléphone a été retiré.');
  await expect(section.getByRole('button', { name: 'Ajouter un numéro' })).toBeVisible();

  await page.goto('/profileselector');
  await page.getByRole('button', { name: 'Camille Martin', exact: true }).click();
  await page.getByRole('button', { name: /^Menu du compte de/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  const codesBefore = await outbox(request, phone);
  await askSmsCode(page, phone);
  await expect(page.getByText('Ce numéro ne permet pas de se connecter. Vérifiez-le, ou connectez-vous avec votre adresse e-mail et votre mot de passe.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  expect(await outbox(request, phone)).toEqual(codesBefore);
});
