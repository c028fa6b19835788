import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { advanceStripeClock, chooseProfile, completeSignUp, signInWithPassword } from './support';

/**
 * Refer and earn: the subscriber's code reaches a friend as a link; the friend signs up with it and, once the friend
 * has paid for a month (the local checkout), both are credited.
 */
test('a friend signs up with the subscriber’s invitation link, and the referral counts', async ({ browser, request }) => {
  const referrer = await (await browser.newContext()).newPage();
  await signInWithPassword(referrer, 'abonne@plume.test');
  await chooseProfile(referrer, 'Léa');
  await referrer.goto('/quiz/refer-and-earn');
  await expect(referrer.getByRole('heading', { level: 1, name: 'Parrainage' })).toBeVisible();
  await expect(referrer.getByTestId('referral-code')).toBeVisible();
  const code = (await referrer.getByTestId('referral-code').textContent())!;
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(referrer.getByTestId('referral-count')).toHaveText('0 proche inscrit avec votre code');
  await expectAccessible(referrer, '/quiz/refer-and-earn');

  const friend = await (await browser.newContext()).newPage();
  const email = `filleul-${Date.now()}@plume.test`;
  await friend.goto(`/auth/sign-up/?ref=${code.replace('-', '')}`);
  await expect(friend.getByText(`Le code ${code.replace('-', '')} de votre parrain sera utilisé`)).toBeVisible();
  await expectAccessible(friend, '/auth/sign-up (invited)');
  await completeSignUp(friend, request, email, { name: 'Alex Filleul' });
  await expect(friend.getByText(/^Code de parrainage validé/)).toBeVisible();

  await expect(async () => {
    await referrer.reload();
    await expect(referrer.getByTestId('referral-count')).toHaveText('1 proche inscrit avec votre code', { timeout: 15_000 });
  }).toPass({ timeout: 240_000 });

  // The coins wait for the friend's first paid month (docs/economy.md): the friend starts the free trial, which pays
  // nobody, and the trial's end charges the card.
  await friend.goto('/payment');
  await friend.getByRole('button', { name: 'Commencer l’essai gratuit de la formule Mensuel' }).click();
  await expect(friend).toHaveURL(/\/_local\/checkout\//);
  await friend.getByRole('button', { name: 'Commencer l’essai gratuit' }).click();
  await expect(friend).toHaveURL(/\/payment-success\?session_id=/);
  await expect(friend.getByText(/^Votre essai gratuit a commencé/)).toBeVisible();
  await advanceStripeClock(request, 15);

  // Two consumers stand between the charge and the coins (the Stripe event's, then the subscription change's), each
  // perhaps starting cold on a busy machine: the wait is long, as for every coin written by consumers.
  // The referrer's coins arrive on the account holder's own profile (the friend's on theirs: see referrals.int.test.ts,
  // which also checks each side is credited once whatever the replays).
  await referrer.goto('/profileselector');
  await chooseProfile(referrer, 'Camille Martin');
  await expect(async () => {
    await referrer.goto('/quiz/coins');
    await expect(referrer.getByRole('heading', { level: 1, name: 'Mes pièces' })).toBeVisible();
    await expect(referrer.getByRole('row').filter({ hasText: 'Parrainage' })).not.toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 240_000 });
});
