import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/** A title nobody else adds. */
const madeUpTitle = () => `Le goûter ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('an admin adds a dictation a learner is offered at once, corrects it, then hides it from learners', async ({ page, browser }) => {
  const title = madeUpTitle();

  // From the hub to the passages, on the first level.
  await signInWithPassword(page, 'admin@plume.test', undefined, /\/admin$/);
  await page.getByRole('link', { name: /^Textes des dictées/ }).click();
  await expect(page).toHaveURL(/\/admin\/dictations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Textes des dictées' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dictées du niveau CE1' })).toBeVisible();
  await expectAccessible(page);

  // A new CE1 passage whose groups do not give the text back is refused before anything is sent; the page proposes groups.
  await page.getByRole('button', { name: 'Ajouter une dictée' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle dictée' });
  await expect(form.getByLabel('Niveau')).toHaveValue('ce1');
  await form.getByLabel(/^Titre/).fill(title);
  await form.getByLabel(/^Texte/).fill('Il est quatre heures. Les petites filles prennent leur goûter\u00a0: une pomme et du pain.');
  await form.getByLabel(/^Groupes dictés/).fill('Il est quatre heures.');
  await form.getByRole('checkbox', { name: 'Pluriel des noms' }).check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText(/Les groupes, mis bout à bout, doivent redonner le texte exactement/)).toBeVisible();
  await expectAccessible(page, '/admin/dictations (new passage, refused)');
  await form.getByRole('button', { name: 'Proposer des groupes à partir du texte' }).click();
  await expect(form.getByLabel(/^Groupes dictés/)).toHaveValue('Il est quatre heures.\nLes petites filles prennent leur goûter\u00a0:\nune pomme et du pain.');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();

  // Found by a search that ignores accents.
  await page.getByRole('searchbox', { name: 'Rechercher une dictée' }).fill(title.replace('û', 'u').toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Proposée');
  await expect(row).toContainText('ajoutée');
  await expect(row).toContainText('3 groupes');

  // A subscriber's profile is offered it at once.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signInWithPassword(learner, 'abonne@plume.test');
  await chooseProfile(learner, 'Léa');
  await learner.goto('/dictate-ai/');
  const ce1 = learner.getByRole('main').getByRole('list', { name: 'Dictées de niveau CE1' });
  // The bank loads after the profile's session: slow on a busy machine.
  await expect(ce1.getByText(title)).toBeVisible();

  // Corrected: one more sentence, and its group.
  await row.getByRole('button', { name: `Modifier «\u202f${title}\u202f»` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la dictée' });
  await expect(edit.getByLabel('Niveau')).toBeDisabled();
  await edit.getByLabel(/^Texte/).fill('Il est quatre heures. Les petites filles prennent leur goûter\u00a0: une pomme et du pain. Puis elles jouent.');
  await edit.getByLabel(/^Groupes dictés/).fill('Il est quatre heures.\nLes petites filles prennent leur goûter\u00a0:\nune pomme et du pain.\nPuis elles jouent.');
  await expectAccessible(page, '/admin/dictations (edit passage)');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Puis elles jouent.');
  await expect(row).toContainText('4 groupes');

  // Hidden: still listed here, no longer offered to learners.
  await row.getByRole('button', { name: `Masquer «\u202f${title}\u202f»` }).click();
  await expect(row).toContainText('Masquée');
  await expect(row.getByRole('button', { name: `Proposer de nouveau «\u202f${title}\u202f»` })).toBeVisible();
  await expectAccessible(page, '/admin/dictations (search, hidden passage)');
  await learner.reload();
  await expect(ce1).toBeVisible();
  await expect(ce1.getByText(title)).toHaveCount(0);
  await learnerContext.close();
});
