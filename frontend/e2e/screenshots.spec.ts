import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './local-cloud';
import { settle } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/**
 * The pictures of docs/frontend.md (the learner's home and the signed-in header at 390, 1024, 1280 and 1440 px),
 * taken against the local cloud. Not a check: it runs only when asked,
 * `PLUME_SCREENSHOTS=1 E2E_WORKERS=1 npx playwright test frontend/e2e/screenshots.spec.ts`, and writes
 * docs/screenshots/*.png.
 */
test.skip(!process.env.PLUME_SCREENSHOTS, 'takes the docs’ screenshots only when PLUME_SCREENSHOTS is set');

const directory = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const widths = [390, 1024, 1280, 1440] as const;
const heightOf = (width: number) => (width < 600 ? 844 : 800);

test('the learner’s home and the signed-in header at four widths', async ({ page }) => {
  mkdirSync(directory, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');

  // Something to do today: a level's deck of flashcards (all due at once) and a grid left unfinished.
  await page.goto('/flashcard/');
  await page.getByRole('button', { name: /^Ajouter le paquet / }).first().click();
  await expect(page.getByTestId(/^level-.+-added$/).first()).toBeVisible();
  await page.goto('/crossword/');
  await page.getByRole('button', { name: 'Nouvelle grille, niveau Facile' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.goto('/home');
  const main = page.getByRole('main');
  await expect(main.getByText(/cartes? à revoir$/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Reprendre la grille' })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: heightOf(width) });
    await settle(page);
    await page.screenshot({ path: `${directory}home-${width}.png`, fullPage: true });

    // The header with its navigation open: the activities menu on wide screens, the burger's drawer on a phone.
    if (width >= 992) {
      await page.getByRole('banner').getByRole('button', { name: 'Activités' }).click();
      await expect(page.getByRole('menuitem', { name: 'Dictées' })).toBeVisible();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    }
    await settle(page);
    await page.screenshot({ path: `${directory}header-${width}.png`, clip: { x: 0, y: 0, width, height: width >= 992 ? 420 : heightOf(width) } });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu').or(page.getByRole('dialog'))).toHaveCount(0);
  }
});
