import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';
import { drawWord } from './support-handwriting';

const LISTS = '/voiceSpelling/voice-spelling-lists';

/**
 * Handwriting on its real route: the holder makes a one-word list (« élève ») and practises it at
 * `/handwriting-spelling`, writing each letter with the mouse on the page's canvases. A letter drawn wrong (a « u »
 * for the « v ») is corrected from the keyboard, another reading is tried and taken back, a letter is rewritten; the
 * word the learner confirmed is judged by the server.
 */
test('the learner writes « élève » by hand on /handwriting-spelling, fixes what was read, and is judged', async ({ page }) => {
  test.setTimeout(150_000);
  const name = `Écriture ${Date.now().toString(36)}`;
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');
  await page.goto(LISTS);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Nouvelle liste' })).toBeVisible({ timeout: 20_000 });
  await main.getByRole('button', { name: 'Nouvelle liste' }).click();
  await main.getByLabel(/^Nom de la liste/).fill(name);
  await main.getByLabel(/^Ou taper un mot/).fill('élève');
  await main.getByRole('button', { name: 'Ajouter ce mot' }).click();
  await main.getByRole('button', { name: 'Enregistrer la liste' }).click();
  await expect(main.getByTestId('spelling-list').filter({ hasText: name })).toContainText('1 mot');

  await page.goto('/handwriting-spelling');
  await expect(page.getByRole('heading', { level: 1, name: 'Orthographe à la main' })).toBeVisible({ timeout: 20_000 });
  await main.getByRole('button', { name: new RegExp(`^S’entraîner sur la liste «\\s*${name}\\s*»$`) }).click();

  // One box per letter; the recognizer's chunk loads with the input. The first word waits for its speech (seconds).
  const boxes = main.getByRole('textbox', { name: /^Lettre \d sur 5$/ });
  await expect(boxes).toHaveCount(5, { timeout: 60_000 });
  const submit = main.getByRole('button', { name: /^Valider/ });
  await expect(submit).toBeDisabled();
  await expectAccessible(page, '/handwriting-spelling (word)');

  // The learner writes « élèue »: a « u » where the « v » belongs.
  await drawWord(page, 'élèue', boxes);
  for (const [index, letter] of [...'élèue'].entries()) await expect(boxes.nth(index)).toHaveAccessibleDescription(`Lu\u202f: ${letter}`);
  await expectAccessible(page, '/handwriting-spelling (read)');

  // Another reading of box 1, taken back the same way.
  await main.getByRole('button', { name: 'Lire «\u00a0è\u00a0» pour la lettre 1' }).click();
  await expect(boxes.nth(0)).toHaveAccessibleDescription('Lu\u202f: è');
  await main.getByRole('button', { name: 'Lire «\u00a0é\u00a0» pour la lettre 1' }).click();
  await expect(boxes.nth(0)).toHaveAccessibleDescription('Lu\u202f: é');

  // Box 4 from the keyboard: Backspace clears it, « v » types the letter and the focus moves on.
  await boxes.nth(3).focus();
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(3)).toHaveAccessibleDescription('vide');
  await page.keyboard.press('v');
  await expect(boxes.nth(3)).toHaveAccessibleDescription('Lu\u202f: v');
  await expect(boxes.nth(4)).toBeFocused();

  // Box 5 rewritten: cleared, drawn again.
  await main.getByRole('button', { name: 'Effacer la lettre 5' }).click();
  await expect(boxes.nth(4)).toHaveAccessibleDescription('vide');
  await drawWord(page, 'e', boxes.nth(4));
  await expect(boxes.nth(4)).toHaveAccessibleDescription('Lu\u202f: e');

  await main.getByRole('button', { name: 'Valider «\u00a0élève\u00a0»' }).click();
  await expect(main.getByTestId('spelling-verdict')).toContainText('Bravo');
  await expectAccessible(page, '/handwriting-spelling (verdict)');
  await main.getByRole('button', { name: 'Voir les résultats' }).click();
  await expect(main.getByTestId('spelling-results')).toContainText(/1 mot juste du premier coup sur 1/);
});
