import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/**
 * A dictation without network (docs/offline.md, « A dictation offline »), against the local cloud: a passage is
 * downloaded with its sounds, written with Chromium offline (the player on the device's copies of the sounds, the copy
 * kept there), handed in, and corrected by the server — once — when the network returns.
 */
test('a dictation downloaded for the train is written offline and corrected when the network returns', async ({ page, context }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');
  await page.goto('/dictate-ai/');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^Télécharger pour l’écrire hors ligne\s: «.+»$/ }).first().click();
  const card = main.getByTestId('downloaded-dictation').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await expectAccessible(page, '/dictate-ai (downloaded dictation)');
  // Every sound of the dictation (the whole reading and each group) is on the device.
  const kept = await page.evaluate(async () => (await (await caches.open('plume-offline-clips')).keys()).length);
  expect(kept).toBeGreaterThanOrEqual(2);

  // Offline: the player plays the device's copies; the copy is handed in and waits.
  await context.setOffline(true);
  await card.getByRole('button', { name: /^Écrire la dictée/ }).click();
  const field = main.getByRole('textbox', { name: 'Votre texte' });
  await expect(field).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('audio')?.src ?? '')).toMatch(/^blob:/);
  await field.fill('Le chat dort sur le tapis.');
  await main.getByRole('button', { name: 'Corriger ma dictée' }).click();
  await page.getByRole('dialog', { name: 'La dictée n’est pas finie' }).getByRole('button', { name: 'Corriger maintenant' }).click();
  await expect(page.getByText(/votre dictée est gardée sur cet appareil/)).toBeVisible();
  const waiting = main.getByTestId('downloaded-dictation').filter({ hasText: title });
  await expect(waiting).toContainText('Dictée rendue, en attente d’envoi');
  await expectAccessible(page, '/dictate-ai (dictation waiting offline)');

  // The network returns: the copy goes once; the correction is the server's.
  const submissions: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/submit_dictation')) submissions.push(response.status());
  });
  await context.setOffline(false);
  await waiting.getByRole('button', { name: 'Voir la correction' }).click();
  await expect(main.getByRole('heading', { level: 2, name: `Correction — ${title}` })).toBeVisible();
  await expectAccessible(page, '/dictate-ai (offline dictation corrected)');
  expect(submissions).toEqual([200]);
});
