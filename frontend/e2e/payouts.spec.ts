import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/**
 * A payout from request to payment, with two people at once: the subscriber (account holder, demo coins on their
 * own profile) asks for one, and the finance demo account approves it, then marks it paid; the family sees each step.
 * Each step that moves money is confirmed in a dialog that names the amount first.
 */
test('the subscriber requests a payout; finance approves it, then marks it paid', async ({ browser }) => {
  const family = await (await browser.newContext()).newPage();
  const finance = await (await browser.newContext()).newPage();

  await signInWithPassword(family, 'abonne@plume.test');
  await chooseProfile(family, 'Camille Martin');
  await family.goto('/quiz/wallet');
  // A premium page: the subscription is checked, then the page's code and the wallet load (slow on a busy machine).
  await expect(family.getByRole('heading', { level: 1, name: 'Portefeuille' })).toBeVisible();
  await expect(family.getByTestId('wallet-balance')).toHaveText(/^1\d\s?\d{3}$/);
  await expect(family.getByText('Aucune demande de paiement pour l’instant.')).toBeVisible();
  await expectAccessible(family, '/quiz/wallet (form)');

  // A wrong IBAN is caught before sending, then a real one goes through.
  const form = family.getByRole('form', { name: 'Demander un paiement' });
  await form.getByLabel('Pièces à échanger').fill('6000');
  await form.getByRole('radio', { name: 'Virement (IBAN)' }).check();
  await form.getByRole('textbox', { name: 'IBAN' }).fill('FR76 3000 6000 0112 3456 7890 188');
  await form.getByLabel('Titulaire du compte').fill('Camille Martin');
  await form.getByRole('button', { name: 'Demander le paiement' }).click();
  await expect(form.getByText('Cet IBAN n’est pas valide')).toBeVisible();
  await form.getByRole('textbox', { name: 'IBAN' }).fill('FR76 3000 6000 0112 3456 7890 189');
  await form.getByRole('button', { name: 'Demander le paiement' }).click();
  // Nothing is sent before the family confirms the amount in euros (the figures' narrow spaces match \s).
  const confirmRequest = family.getByRole('dialog', { name: 'Confirmer la demande de paiement' });
  await expect(confirmRequest).toContainText('Demander le paiement de 6 000 pièces, soit 6,00 € ?');
  await expect(confirmRequest).toContainText('FR76 3000 6000 0112 3456 7890 189 au nom de Camille Martin');
  await expectAccessible(family, '/quiz/wallet (confirmation)');
  await confirmRequest.getByRole('button', { name: 'Confirmer la demande' }).click();
  await expect(family.getByText(/Demande de paiement envoyée/)).toBeVisible();
  const request = family.getByTestId('payout-request').first();
  await expect(request).toContainText('En attente');
  await expect(request).toContainText('FR76 •••• 0189');
  await expect(request).toContainText('6,00');
  await expect(family.getByText('Demande déjà envoyée')).toBeVisible();
  await expectAccessible(family, '/quiz/wallet (requested)');

  // Finance lands on the queue, finds the request, approves it and pays it.
  await signInWithPassword(finance, 'finance@plume.test', undefined, /\/finance\/payouts$/);
  await expect(finance.getByRole('heading', { level: 1, name: 'Demandes de paiement' })).toBeVisible();
  await finance.getByLabel('Rechercher').fill('abonne@plume.test');
  const row = finance.getByTestId('finance-payout').filter({ hasText: 'FR7630006000011234567890189' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Camille Martin');
  // Where the demo coins came from, as the request found them.
  await expect(row.getByRole('table', { name: /^Pièces gagnées par source/ })).toContainText('Démonstration');
  await expect(row).toContainText(/Compte créé (aujourd’hui|il y a \d+ jours?)/);
  await expectAccessible(finance, '/finance/payouts (pending)');
  await row.getByRole('button', { name: /^Valider la demande de abonne@plume\.test/ }).click();
  const confirmApproval = finance.getByRole('dialog', { name: /^Valider la demande/ });
  await expect(confirmApproval).toContainText('Valider la demande de 6,00 € (6 000 pièces) de Camille Martin (abonne@plume.test) ?');
  await confirmApproval.getByRole('button', { name: 'Valider' }).click();
  await expect(finance.getByText('Demande validée', { exact: false }).first()).toBeVisible();

  // The segmented control's radios are visually hidden: a click on the radio itself, as a screen reader sends it.
  await finance.getByRole('radio', { name: 'Validée' }).dispatchEvent('click');
  const approved = finance.getByTestId('finance-payout').filter({ hasText: 'FR7630006000011234567890189' });
  await expect(approved).toContainText('Validée le');
  await approved.getByRole('button', { name: /^Marquer payée la demande de abonne@plume\.test/ }).click();
  const confirmPayment = finance.getByRole('dialog', { name: /^Marquer la demande comme payée/ });
  await expect(confirmPayment).toContainText('sur FR7630006000011234567890189 (Camille Martin)');
  await confirmPayment.getByRole('button', { name: 'Marquer payée' }).click();
  await expect(finance.getByText('Demande marquée comme payée.')).toBeVisible();
  await finance.getByRole('radio', { name: 'Payée' }).dispatchEvent('click');
  const paid = finance.getByTestId('finance-payout').filter({ hasText: 'FR7630006000011234567890189' });
  // The audit trail: the three steps, finance's named by its address.
  await expect(paid.getByRole('list', { name: /^Étapes de la demande/ }).getByRole('listitem')).toHaveText([/^En attente le .* par la famille$/, /^Validée le .* par finance@plume\.test$/, /^Payée le .* par finance@plume\.test$/]);
  await expectAccessible(finance, '/finance/payouts (paid)');

  // The family sees the payment on its wallet and in its notifications.
  await family.reload();
  await expect(family.getByTestId('payout-request').first()).toContainText('Payée');
  await family.goto('/notifications');
  await expect(family.getByText('Paiement envoyé')).toBeVisible();
});

test('the finance queue is refused to a family member', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await page.goto('/finance/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Réservé à l’équipe' })).toBeVisible();
  await expectAccessible(page, '/finance/payouts (not finance)');
});
