import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';

test('the landing page speaks French, switches to English and remembers the choice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Le plaisir d’écrire un français juste' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectAccessible(page);

  // The switcher is a radio group: arrow keys move from Français to English, as with any native radio group.
  const switcher = page.getByRole('radiogroup', { name: 'Langue' });
  await switcher.getByRole('radio', { name: 'Français' }).focus();
  await page.keyboard.press('ArrowRight');

  const englishHeading = page.getByRole('heading', { level: 1, name: 'The joy of writing French well' });
  await expect(englishHeading).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'English' })).toBeChecked();
  await expectAccessible(page, '/ (English)');

  await page.reload();
  await expect(englishHeading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
