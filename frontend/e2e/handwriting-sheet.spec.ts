import { expectAccessible } from './axe';
import { expect, test } from './local-cloud';
import { sidewaysScrolls } from './page-width';
import { chooseProfile, signInWithPassword } from './support';
import { drawWord } from './support-handwriting';

const SHEET = '/profile/handwriting-sheet';
/** From a phone to a wide screen: the sheet's boxes wrap, the page never scrolls sideways. */
const WIDTHS = [390, 768, 1024, 1280, 1920];

/**
 * Issue #26: a family who gives its letters (« Mon compte ») opens the sheet from there, writes a few of its letters
 * with the mouse, starts one again, sends the sheet and is thanked; the letters count on « Mon compte ». Stopping
 * deletes them, and the sheet then only explains and links back to the switch.
 */
test('a family who gives its letters writes a sheet of them, sends it, and is thanked', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');
  const main = page.getByRole('main');
  const consent = main.getByRole('switch', { name: 'Aider Plume à mieux lire l’écriture' });
  const given = main.getByTestId('handwriting-samples-given');
  const sheetLink = main.getByRole('link', { name: 'Écrire une feuille de lettres' });
  await page.goto('/profile/');
  await expect(consent).toBeVisible();
  if (!(await consent.isChecked())) await consent.click();
  await expect(consent).toBeChecked();
  const before = Number((await given.innerText()).replace(/\D/g, ''));

  await sheetLink.click();
  await expect(page).toHaveURL(new RegExp(`${SHEET}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Une feuille de lettres' })).toBeVisible();
  await expect(main.getByRole('img', { name: /^Lettre .+, case \d+ sur 19$/ })).toHaveCount(19);
  await expectAccessible(page, `${SHEET} (the sheet)`);
  expect(await sidewaysScrolls(page, SHEET, WIDTHS)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  const box = (letter: string, index: number) => main.getByRole('img', { name: `Lettre ${letter}, case ${index} sur 19` });
  // Keyboard reachable: the first box comes next in the tab order after the explanation's link.
  await main.getByRole('link', { name: 'Ouvrir Mon compte' }).focus();
  await page.keyboard.press('Tab');
  await expect(box('a', 1)).toBeFocused();
  for (const [letter, index] of [['a', 1], ['é', 14], ['ç', 19], ['b', 2]] as const) {
    await drawWord(page, letter, box(letter, index));
    await expect(box(letter, index)).toHaveAccessibleDescription('écrite');
  }
  await main.getByRole('button', { name: 'Recommencer la lettre b, case 2' }).click();
  await expect(box('b', 2)).toHaveAccessibleDescription('vide');

  await main.getByRole('button', { name: 'Envoyer 3 lettres' }).click();
  const thanks = main.getByRole('heading', { level: 2, name: 'Merci\u00a0! 3 lettres données.' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expectAccessible(page, `${SHEET} (thanks)`);

  await main.getByRole('link', { name: 'Retour à Mon compte' }).click();
  await expect(given).toHaveText(`${before + 3} lettres données`);

  // Stopping deletes them; the sheet then explains and links back to the switch.
  await consent.click();
  const dialog = page.getByRole('dialog', { name: 'Arrêter de donner des lettres ?' });
  await dialog.getByRole('button', { name: 'Arrêter et supprimer' }).click();
  await expect(consent).not.toBeChecked();
  await expect(sheetLink).toBeHidden();
  await page.goto(SHEET);
  await expect(main.getByText('Le partage des lettres n’est pas activé')).toBeVisible();
  await expect(main.getByRole('img', { name: /^Lettre / })).toHaveCount(0);
  await expectAccessible(page, `${SHEET} (consent off)`);
  await main.getByRole('link', { name: 'Activer le partage sur Mon compte' }).click();
  await expect(consent).toBeVisible();
});
