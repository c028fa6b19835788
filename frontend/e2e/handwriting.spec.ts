import { expect, test, type Locator, type Page } from './local-cloud';
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
/**
 * Makes a one-word list for the chosen profile and opens it at `/handwriting-spelling`; resolves with the word's
 * letter boxes once they show (the recognizer's chunk loads with the input; the first word waits for its speech).
 */
async function practiseOneWord(page: Page, word: string): Promise<Locator> {
  const name = `Écriture ${Date.now().toString(36)}`;
  const main = page.getByRole('main');
  await page.goto(LISTS);
  await expect(main.getByRole('button', { name: 'Nouvelle liste' })).toBeVisible();
  await main.getByRole('button', { name: 'Nouvelle liste' }).click();
  await main.getByLabel(/^Nom de la liste/).fill(name);
  await main.getByLabel(/^Ou taper un mot/).fill(word);
  await main.getByRole('button', { name: 'Ajouter ce mot' }).click();
  await main.getByRole('button', { name: 'Enregistrer la liste' }).click();
  await expect(main.getByTestId('spelling-list').filter({ hasText: name })).toContainText('1 mot');
  await page.goto('/handwriting-spelling');
  await expect(page.getByRole('heading', { level: 1, name: 'Orthographe à la main' })).toBeVisible();
  await main.getByRole('button', { name: new RegExp(`^S’entraîner sur la liste «\\s*${name}\\s*»$`) }).click();
  const boxes = main.getByRole('textbox', { name: new RegExp(`^Lettre \\d sur ${[...word].length}$`) });
  await expect(boxes).toHaveCount([...word].length);
  return boxes;
}

test('the learner writes « élève » by hand on /handwriting-spelling, fixes what was read, and is judged', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');
  const main = page.getByRole('main');
  const boxes = await practiseOneWord(page, 'élève');
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

/**
 * With the holder's consent (« Mon compte »), the letters written are given once the word is validated and counted
 * there; stopping asks first and deletes them.
 */
test('with the holder’s consent the letters written are given, counted on « Mon compte », and stopping deletes them', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');
  const main = page.getByRole('main');
  const consent = main.getByRole('switch', { name: 'Aider Plume à mieux lire l’écriture' });
  const given = main.getByTestId('handwriting-samples-given');
  await page.goto('/profile/');
  await expect(consent).toBeVisible();
  await expect(consent).toHaveAccessibleDescription(/ni le mot, ni le prénom, ni le profil/);
  // The switch shows what the server holds: it turns once the change is saved.
  if (!(await consent.isChecked())) await consent.click();
  await expect(consent).toBeChecked();
  const before = Number((await given.innerText()).replace(/\D/g, ''));

  const boxes = await practiseOneWord(page, 'élu');
  await drawWord(page, 'élu', boxes);
  for (const [index, letter] of [...'élu'].entries()) await expect(boxes.nth(index)).toHaveAccessibleDescription(`Lu\u202f: ${letter}`);
  await main.getByRole('button', { name: 'Valider «\u00a0élu\u00a0»' }).click();
  await expect(main.getByTestId('spelling-verdict')).toContainText('Bravo');

  await page.goto('/profile/');
  await expect(given).toHaveText(`${before + 3} lettres données`);
  await expectAccessible(page, '/profile/ (letters given)');
  await consent.click();
  const dialog = page.getByRole('dialog', { name: 'Arrêter de donner des lettres ?' });
  await expect(dialog).toContainText(`Les ${before + 3} lettres données jusqu’ici seront supprimées définitivement.`);
  await dialog.getByRole('button', { name: 'Arrêter et supprimer' }).click();
  await expect(dialog).toBeHidden();
  await expect(consent).not.toBeChecked();
  await expect(given).toHaveText('0 lettre donnée');
});
