import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { signInWithPassword } from './support';

test('an admin imports a question from CSV, finds it in the editor and hides it from players', async ({ page }) => {
  const subcategory = `e2e-${Date.now()}`;
  const question = 'Quelle planète est surnommée la planète rouge ?';
  const csv = [
    'category,subcategory,level,difficulty,question,option1,option2,option3,option4,answer,explanation,audio',
    `sciences,${subcategory},1,facile,${question},Mars,Vénus,Jupiter,Mercure,1,"Sa poussière riche en oxyde de fer la colore, d’où son surnom.",false`,
  ].join('\n');

  // An admin lands on the admin console, and finds the editor in the account menu too.
  await signInWithPassword(page, 'admin@plume.test', undefined, /\/admin$/);
  await page.getByRole('button', { name: /^Menu du compte de/ }).click();
  await page.getByRole('menuitem', { name: 'Éditeur de questions' }).click();
  await expect(page).toHaveURL(/\/admin\/questions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questions du quiz' })).toBeVisible();
  await expectAccessible(page);

  // A wrong line rejects the whole file and says which line.
  await page.getByRole('tab', { name: 'Import CSV' }).click();
  const paste = page.getByLabel('Ou collez son contenu');
  await paste.fill(`${csv}\nsciences,${subcategory},1,facile,Sans bonne réponse ?,A,B,C,D,9,Explication.,false`);
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Import refusé : 1 ligne à corriger, rien n’a été enregistré.')).toBeVisible();
  await expect(page.getByText(/^Ligne 3\s: la bonne réponse est un numéro de 1 à 4$/)).toBeVisible();
  await expectAccessible(page, '/admin/questions (import refused)');

  await paste.fill(csv);
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('1 question importée.')).toBeVisible();

  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('combobox', { name: 'Catégorie', exact: true }).selectOption('sciences');
  await page.getByRole('combobox', { name: 'Sous-catégorie', exact: true }).selectOption(subcategory);
  const row = page.getByRole('row', { name: new RegExp(question) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Visible');
  await row.getByRole('button', { name: /^Masquer la question/ }).click();
  await expect(row).toContainText('Masquée');
  await expectAccessible(page, '/admin/questions (hidden question)');
});
