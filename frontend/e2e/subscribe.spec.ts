import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { advanceStripeClock, chooseProfile, completeSignUp, outboxMessages } from './support';

test('a new family signs up, meets the subscription dialog, leaves a checkout half-way, then starts its free trial, is reminded, and pays at its end', async ({ page, request }) => {
  const email = `famille-${Date.now()}@plume.test`;
  await page.goto('/auth/sign-up/');
  await expectAccessible(page);
  await completeSignUp(page, request, email, { onCodePage: () => expectAccessible(page) });
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
  await expect(dialog.getByText(/^Nouveau sur Plume\s: les 14 premiers jours sont gratuits\.$/)).toBeVisible();
  await expectAccessible(page, '/crossword (subscription dialog)');
  await dialog.getByRole('link', { name: 'Essayer gratuitement' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  // The trial's terms before any choice: the card now, nothing charged before the day it says.
  await expect(page.getByRole('alert', { name: '14 jours gratuits pour commencer' })).toContainText('rien n’est débité avant le');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Commencer l’essai gratuit de la formule Mensuel' }).click();
  await expect(page).toHaveURL(/\/_local\/checkout\//);

  // Changing one's mind at Stripe: back on the plans, and premium pages offer them again (not « payment pending »).
  const abandoned = page.waitForResponse((response) => response.url().endsWith('/api/abandon_checkout'));
  await page.getByRole('button', { name: 'Annuler et revenir' }).click();
  await expect(page).toHaveURL(/\/payment\?canceled=1$/);
  await expect(page.getByText('Paiement annulé')).toBeVisible();
  expect((await abandoned).status()).toBe(200);
  await page.goto('/crossword/');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Essayer gratuitement' }).click();
  await expect(page).toHaveURL(/\/payment$/);

  await page.getByRole('button', { name: 'Commencer l’essai gratuit de la formule Mensuel' }).click();
  await expect(page).toHaveURL(/\/_local\/checkout\//);
  await expect(page.getByText(/^14 jours gratuits, puis 7,99/)).toBeVisible();
  await page.getByRole('button', { name: 'Commencer l’essai gratuit' }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: /^Bienvenue dans Plume/ })).toBeVisible();
  await expect(page.getByText(/^Votre essai gratuit a commencé/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText(/Formule\s:\sMensuel/)).toBeVisible();
  await expect(page.getByText(/Essai gratuit jusqu’au .+, puis 7,99\s€ \/ mois\./)).toBeVisible();
  await expectAccessible(page, '/profile (trial)');

  // A week before its end, Stripe's reminder e-mail; three days before, the app says it too.
  await advanceStripeClock(request, 8);
  await expect.poll(async () => (await outboxMessages(request, email)).find((message) => message.subject?.includes('essai gratuit'))?.text).toContain('7,99');
  await advanceStripeClock(request, 3);
  await page.goto('/profileselector');
  await chooseProfile(page, 'Camille Martin');
  await expect(async () => {
    await page.goto('/notifications');
    await expect(page.getByText(/Votre essai gratuit se termine le \d/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 240_000 });
  await expectAccessible(page, '/notifications (trial ending)');

  // At its end the card pays: a paid month follows, the account says when it renews.
  await advanceStripeClock(request, 4);
  await expect(async () => {
    await page.goto('/profile/');
    await expect(page.getByText(/Renouvellement le \d/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 240_000 });
  await expect(page.getByText(/Essai gratuit jusqu’au/)).toHaveCount(0);
});
