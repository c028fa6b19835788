import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/**
 * Spelling without network (docs/offline.md, « Spelling offline »), against the local cloud: a level session is
 * downloaded with its sounds, played on the keyboard with Chromium offline (each sound from the device, each answer
 * kept there, no verdict), and judged by the server — once, all together — when the network returns.
 */
test('a session downloaded for the train is played offline and judged when the network returns', async ({ page, context }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');
  await page.goto('/keyboard-spelling');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Télécharger pour jouer hors ligne', exact: true }).click();
  const card = main.getByTestId('downloaded-session').first();
  await expect(card).toContainText('10 mots');
  await expectAccessible(page, '/keyboard-spelling (downloaded session)');

  // Every sound of the session is on the device, whole.
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('plume-offline-clips');
    const requests = await cache.keys();
    const sizes = await Promise.all(requests.map(async (request) => (await (await cache.match(request))!.blob()).size));
    return { count: requests.length, smallest: Math.min(...sizes) };
  });
  expect(kept.count).toBeGreaterThanOrEqual(10);
  expect(kept.smallest).toBeGreaterThan(1000);

  // Offline: the sounds play from the device (no policy refuses them), the answers stay there, nothing is judged.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { refusedByPolicy: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await context.setOffline(true);
  await card.getByRole('button', { name: /^Jouer la séance/ }).click();
  await expect(main.getByText('Mot 1 sur 10')).toBeVisible();
  await main.getByRole('button', { name: 'Écouter le mot' }).click();
  await expectAccessible(page, '/keyboard-spelling (offline session)');
  for (let word = 1; word <= 10; word++) {
    await expect(main.getByText(`Mot ${word} sur 10`)).toBeVisible();
    const answer = main.getByRole('textbox', { name: 'Votre réponse' });
    await answer.fill('maison');
    await answer.press('Enter');
  }
  await expect(main.getByTestId('spelling-offline-waiting')).toBeVisible();
  await expect(main.getByTestId('spelling-verdict')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy)).toEqual([]);
  await expect(main.getByText('Le son ne s’est pas lancé', { exact: false })).toHaveCount(0);
  await main.getByRole('button', { name: 'Retour aux séances' }).click();
  await expect(main.getByText('Réponses en attente d’envoi')).toBeVisible();

  // The network returns: the answers go once, all together, and the results are the server's.
  const submissions: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/submit_spelling_answers')) submissions.push(response.status());
  });
  await context.setOffline(false);
  await main.getByRole('button', { name: 'Voir les résultats' }).click();
  const results = main.getByTestId('spelling-results');
  await expect(results).toContainText(/sur 10/);
  await expectAccessible(page, '/keyboard-spelling (offline session judged)');
  expect(submissions).toEqual([200]);
});
