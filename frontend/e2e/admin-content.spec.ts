import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { signInWithPassword } from './support';

/** A made-up word nobody else adds (letters only, as the bank's words are). */
const madeUpWord = () => `plumeï${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('an admin adds a spelling word, finds it, corrects it and hides it', async ({ page }) => {
  const word = madeUpWord();

  // From the hub to the word bank, on the first level.
  await signInWithPassword(page, 'admin@plume.test', undefined, /\/admin$/);
  await page.getByRole('link', { name: /^Mots d’orthographe/ }).click();
  await expect(page).toHaveURL(/\/admin\/words$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mots d’orthographe' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mots du niveau CP' })).toBeVisible();
  await expectAccessible(page);

  // CM2, in the address; a new word whose sentence forgets it is refused before anything is sent.
  await page.getByLabel('Niveau').selectOption('cm2');
  await expect(page).toHaveURL(/\/admin\/words\?level=cm2$/);
  await page.getByRole('button', { name: 'Ajouter un mot' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau mot' });
  await expect(form.getByLabel('Niveau')).toHaveValue('cm2');
  await form.getByLabel(/^Mot/).fill(word);
  await form.getByLabel('Règle').selectOption({ label: 'Tréma' });
  await form.getByLabel(/^Phrase d’exemple/).fill('Une phrase sans lui.');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('La phrase doit contenir le mot tel qu’il s’écrit.')).toBeVisible();
  await expectAccessible(page, '/admin/words (new word, refused)');
  await form.getByLabel(/^Phrase d’exemple/).fill(`Le ${word} est un mot inventé.`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();

  // Found by a search that ignores accents, then corrected.
  await page.getByRole('searchbox', { name: 'Rechercher un mot' }).fill(word.replace('ï', 'i').toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(word) });
  await expect(row).toContainText('Proposé');
  await expect(row).toContainText('ajouté');
  await row.getByRole('button', { name: `Modifier «\u202f${word}\u202f»` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le mot' });
  await expect(edit.getByLabel('Niveau')).toBeDisabled();
  await edit.getByLabel(/^Phrase d’exemple/).fill(`Mon ${word} brille.`);
  await expectAccessible(page, '/admin/words (edit word)');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`Mon ${word} brille.`);

  // Hidden: still listed here, never offered to learners.
  await row.getByRole('button', { name: `Masquer «\u202f${word}\u202f»` }).click();
  await expect(row).toContainText('Masqué');
  await expect(row.getByRole('button', { name: `Proposer de nouveau «\u202f${word}\u202f»` })).toBeVisible();
  await expectAccessible(page, '/admin/words (search, hidden word)');
});
