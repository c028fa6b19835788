import { expect, test, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { answerUntilResult, chooseProfile, signInWithPassword, startFirstZoneLevel } from './support';

/** The total of a figure as the page shows it (0 while the page says nothing was counted yet). */
async function gamesCompleted(page: Page): Promise<number> {
  const figure = page.getByTestId('metric-GamesCompleted');
  // The first read of a handler just started can take seconds on a busy machine.
  await expect(figure.or(page.getByText('Rien n’a encore été compté sur cette période.'))).toBeVisible();
  if (!(await figure.isVisible())) return 0;
  return Number((await figure.textContent())!.replace(/\D/g, ''));
}

test('an admin opens the metrics from the console and sees a game a family just finished counted', async ({ page, browser }) => {
  await signInWithPassword(page, 'admin@plume.test', undefined, /\/admin$/);
  await page.getByRole('link', { name: /^Indicateurs/ }).click();
  await expect(page).toHaveURL(/\/admin\/metrics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indicateurs' })).toBeVisible();
  const before = await gamesCompleted(page);
  await expectAccessible(page);

  // A family plays a quiz-zone level to its end, in its own browser.
  const family = await (await browser.newContext()).newPage();
  await signInWithPassword(family, 'abonne@plume.test');
  await chooseProfile(family, 'Léa');
  await family.goto('/quiz/zone');
  await startFirstZoneLevel(family);
  await answerUntilResult(family);
  await expect(family.getByRole('heading', { name: /^Niveau terminé/ })).toBeVisible();

  // The page reads CloudWatch's figures again (the local cloud's, from the handlers' EMF output) and counts it.
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualiser' }).click();
    expect(await gamesCompleted(page)).toBeGreaterThan(before);
  }).toPass({ timeout: 240_000 });
  const games = page.getByRole('region', { name: 'Parties et apprentissage' });
  await expect(games).toContainText(/Parties terminées\s?: \d+/);
  // The chart's figures are in a table screen readers read: the current hour holds the game.
  await expect(games.getByRole('table', { name: 'Parties et apprentissage' })).toBeAttached();
  await expectAccessible(page, '/admin/metrics (with figures)');

  // Another period keeps the same figure (30 days hold the last 24 hours), in the address so it can be shared.
  await page.getByText('30 derniers jours').click();
  await expect(page).toHaveURL(/\/admin\/metrics\?period=30d$/);
  await expect(page.getByRole('heading', { name: /^Totaux — 30 derniers jours/ })).toBeVisible();
  expect(await gamesCompleted(page)).toBeGreaterThan(before);
  await expectAccessible(page, '/admin/metrics?period=30d');
});
