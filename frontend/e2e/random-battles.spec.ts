import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { answerQuestion, playAs } from './battle-support';

/*
 * Random battles against the local cloud: Léa seeks alone and is told after 30 s (server clock) that nobody was
 * found, with a retry and the bot; she retries, Hugo seeks on another device, they are matched and play to the
 * result; then her battle statistics count it. Each screen is scanned with axe.
 */

test('a random battle: nobody for 30 s, a retry, a match between two devices, the result, then the battle statistics', async ({ browser }) => {
  test.setTimeout(400_000);
  const [leaContext, hugoContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [lea, hugo] = await Promise.all([leaContext.newPage(), hugoContext.newPage()]);
  await playAs(lea, 'Léa');
  await playAs(hugo, 'Hugo');

  await lea.goto('/quiz/battle');
  const leaRandom = lea.getByRole('region', { name: 'Partie aléatoire' });
  await leaRandom.getByLabel('Catégorie').selectOption({ label: 'Orthographe' });
  await leaRandom.getByRole('button', { name: 'Trouver un adversaire' }).click();
  await expect(leaRandom.getByRole('status')).toContainText('Recherche d’un adversaire');
  await expect(leaRandom.getByText(/écart accepté/)).toBeVisible();
  await expectAccessible(lea, '/quiz/battle (random search)');

  // Nobody else seeks: after 30 s on the server's clock, the seed's message and both ways on.
  await expect(leaRandom.getByRole('alert')).toHaveText('Aucun adversaire trouvé. Réessayez ou jouez contre le robot.');
  await expect(leaRandom.getByRole('button', { name: 'Jouer contre le robot' })).toBeVisible();
  await expectAccessible(lea, '/quiz/battle (no opponent)');

  await leaRandom.getByRole('button', { name: 'Réessayer' }).click();
  await expect(leaRandom.getByRole('status')).toContainText('Recherche d’un adversaire');
  await hugo.goto('/quiz/battle');
  const hugoRandom = hugo.getByRole('region', { name: 'Partie aléatoire' });
  await hugoRandom.getByLabel('Catégorie').selectOption({ label: 'Orthographe' });
  await hugoRandom.getByRole('button', { name: 'Trouver un adversaire' }).click();

  for (let index = 1; index <= 10; index++) {
    await Promise.all([answerQuestion(lea, index, 10), answerQuestion(hugo, index, 10)]);
    if (index === 1) await expectAccessible(hugo, '/quiz/battle (random battle reveal)');
  }
  for (const page of [lea, hugo]) await expect(page.getByRole('heading', { level: 2, name: /Victoire|Défaite|Égalité/ })).toBeVisible();

  // The battle statistics count it once its `battle.finished` is consumed (a reload shows the new record).
  await lea.goto('/quiz/battle-stats');
  await expect(lea.getByRole('heading', { level: 1, name: 'Statistiques de duels' })).toBeVisible();
  await expect(async () => {
    await lea.reload();
    await expect(lea.getByRole('table').last().getByRole('cell', { name: 'Aléatoire' }).first()).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 240_000 });
  await expect(lea.getByRole('cell', { name: 'Hugo' }).first()).toBeVisible();
  await expect(lea.getByText('Répartition des résultats')).toBeVisible();
  await expectAccessible(lea, '/quiz/battle-stats');
  // With rows in them, the tables still fit a phone: the page does not scroll sideways at 390 px.
  await lea.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => lea.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await Promise.all([leaContext.close(), hugoContext.close()]);
});
