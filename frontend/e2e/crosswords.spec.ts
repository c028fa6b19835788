import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/**
 * The crossword journey against the local cloud: a facile grid from our generator, a word revealed for coins (with
 * confirmation), a letter typed and checked by the server (the buttons saying a word checked wrong earns nothing), the
 * grid reopened after a reload, and the payment in the coin history.
 */
test('a subscriber starts a facile grid, buys a word, types a letter and has it checked', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');

  await page.goto('/crossword/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mots croisés' })).toBeVisible();
  const main = page.getByRole('main');
  await expectAccessible(page, '/crossword/ (levels)');

  await main.getByRole('button', { name: 'Nouvelle grille, niveau Facile' }).click();
  const grid = main.getByRole('grid', { name: /Grille de mots croisés, 9 × 9/ });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('gridcell')).toHaveCount(81);
  await expectAccessible(page, '/crossword/ (grid)');

  // Reveal the current word: the cost is shown and asked for first.
  const active = grid.locator('[role="gridcell"][tabindex="0"]');
  await main.getByRole('button', { name: 'Révéler le mot (5 pièces)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Révéler ?' });
  await expect(dialog).toContainText('coûte 5 pièces');
  await expectAccessible(page, '/crossword/ (reveal dialog)');
  await dialog.getByRole('button', { name: 'Payer et révéler' }).click();
  await expect(main.getByRole('status').filter({ hasText: /lettres révélées pour 5 pièces/ })).toBeVisible();
  await expect(grid.locator('[aria-label*="révélée"]').first()).toBeVisible();
  const revealed = await grid.locator('[aria-label*="révélée"]').count();
  expect(revealed).toBeGreaterThanOrEqual(2);

  // Next word (Tab): its first empty cell; type a letter there, go back onto it and have the server check it.
  await active.focus();
  await page.keyboard.press('Tab');
  const cell = await active.getAttribute('data-cell');
  await expect(grid.locator(`[data-cell="${cell}"]`)).toHaveAttribute('aria-label', /vide/);
  await page.keyboard.press('e');
  const typed = grid.locator(`[data-cell="${cell}"]`);
  await expect(typed).toHaveAttribute('aria-label', /lettre E/);
  await typed.click();
  await expect(typed).toHaveAttribute('tabindex', '0');
  // Checking is free but costs the word its coins: the buttons say so.
  const checkLetter = main.getByRole('button', { name: 'Vérifier la lettre' });
  await expect(checkLetter).toHaveAccessibleDescription('Un mot vérifié faux ou révélé ne rapporte plus de pièces.');
  await checkLetter.click();
  await expect(main.getByRole('status').filter({ hasText: /Justes\s: [01]\. Fausses\s: [01]\. Vides\s: 0\./ })).toBeVisible();
  await expect(typed).toHaveAttribute('aria-label', /juste|fausse/);
  await expectAccessible(page, '/crossword/ (checked)');

  // The letters are saved as played: after a reload the grid reopens with the typed letter, the bought word and its cost.
  await expect(main.getByText('Grille enregistrée')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Une grille vous attend' })).toBeVisible();
  await expectAccessible(page, '/crossword/ (a grid to resume)');
  await page.getByRole('main').getByRole('button', { name: 'Reprendre la grille', exact: true }).click();
  const reopened = page.getByRole('main').getByRole('grid', { name: /Grille de mots croisés, 9 × 9/ });
  await expect(reopened).toBeVisible();
  await expect(reopened.locator(`[data-cell="${cell}"]`)).toHaveAttribute('aria-label', /lettre E/);
  await expect(reopened.locator('[aria-label*="révélée"]')).toHaveCount(revealed);
  await expect(page.getByRole('main').getByText('5 pièces dépensées')).toBeVisible();
  await expectAccessible(page, '/crossword/ (resumed grid)');

  // The payment is in the coin history, named.
  await page.goto('/quiz/coins');
  await expect(page.getByRole('main').getByText('Aide aux mots croisés').first()).toBeVisible();
});
