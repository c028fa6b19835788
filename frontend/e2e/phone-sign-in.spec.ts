import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { nextCodeFor, outbox } from './support';

const subscriberPhone = '+33612345678';

test('the subscriber signs in by SMS code and finds the family profiles', async ({ page, request }) => {
  const earlierCodes = await outbox(request, subscriberPhone);
  await page.goto('/auth/login/');
  await page.getByRole('button', { name: 'Se connecter par SMS' }).click();
  await page.getByLabel('Numéro de mobile').fill(subscriberPhone);
  await expectAccessible(page, '/auth/login (SMS)');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();

  await expect(page).toHaveURL(/\/auth\/otp-verify\/\?phone=/);
  await expectAccessible(page);
  await page.getByLabel('Code à 6 chiffres').fill(await nextCodeFor(request, subscriberPhone, earlierCodes));
  await page.getByRole('button', { name: 'Valider' }).click();

  await expect(page).toHaveURL(/\/profileselector$/);
  await expect(page.getByRole('button', { name: 'Léa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hugo' })).toBeVisible();
});
