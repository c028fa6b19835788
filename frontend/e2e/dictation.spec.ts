import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/**
 * The dictation journey against the local cloud: a CE1 passage of the bank is dictated by the server's audio, the
 * learner writes it with mistakes, and the correction shows the mistakes by category and the mark under two barèmes.
 * The copy is saved as it is typed: a reload, and another device of the same account, reopen it as it was.
 */
test('a subscriber takes a CE1 dictation, hears it, writes it with mistakes, reloads, and reads the correction', async ({ page, browser }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');

  await page.goto('/dictate-ai/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dictées' })).toBeVisible();
  const main = page.getByRole('main');
  const ce1 = main.getByRole('list', { name: 'Dictées de niveau CE1' });
  await expect(ce1).toBeVisible();
  await expectAccessible(page, '/dictate-ai/ (bank)');

  // The mark shows first under the brevet barème (the profile's setting, saved as it changes).
  await main.getByRole('region', { name: 'Correction' }).getByText('Brevet (/10)', { exact: true }).click();
  // « Reprendre » when an earlier run left this passage open: the same attempt reopens (its copy is replaced below).
  const passageButton = ce1.locator(':scope > li').first().getByRole('button', { name: /^(Commencer|Reprendre) la dictée/ });
  await passageButton.click();

  // The dictation: one audio element, which loads and plays once asked to.
  // The first opening of a passage renders its speech on the server: a few seconds on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: 'Préparation de la dictée' })).toBeVisible();
  await expect(page.getByTestId('dictation-step')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByTestId('dictation-step')).toHaveText('Lecture complète');
  await expectAccessible(page, '/dictate-ai/ (dictation)');
  const audio = page.locator('audio');
  await main.getByRole('button', { name: 'Écouter' }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0)).toBe(true);
  expect(await audio.evaluate((element: HTMLAudioElement) => new URL(element.currentSrc).pathname)).toMatch(/^\/media\/speech\/.+\.mp3$/);

  // The shortcuts work from inside the answer field: Escape pauses.
  const field = main.getByRole('textbox', { name: 'Votre texte' });
  await field.click();
  await page.keyboard.press('Escape');
  await expect(main.getByRole('button', { name: 'Reprendre' })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

  // A copy with mistakes, an accent typed with the character row; saved a second after the typing stops.
  const copy = 'le petit chat joue dans le jardain avec les sourié';
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/save_dictation_copy') && response.request().postDataJSON()?.copy === copy && response.ok());
  await field.fill('le petit chat joue dans le jardain avec les souri');
  await field.press('End');
  await main.getByRole('button', { name: 'Insérer é (e accent aigu)' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('le petit chat joue dans le jardain avec les sourié');
  await saved;
  await expect(page.getByTestId('dictation-save-status')).toHaveText('Enregistré');

  // A reload: the bank offers to resume, and the dictation reopens with the copy as it was.
  await page.reload();
  await expect(main.getByRole('region', { name: 'Reprendre la dictée' })).toBeVisible();
  await expect(ce1.locator(':scope > li').first()).toContainText('En cours');
  await passageButton.click();
  await expect(field).toHaveValue(copy);
  await expect(page.getByTestId('dictation-step')).toHaveText('Lecture complète');

  // Another device of the same account sees the same copy.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signInWithPassword(other, 'abonne@plume.test');
  await chooseProfile(other, 'Léa');
  await other.goto('/dictate-ai/');
  const otherMain = other.getByRole('main');
  await otherMain.getByRole('list', { name: 'Dictées de niveau CE1' }).locator(':scope > li').first().getByRole('button', { name: /^Reprendre la dictée/ }).click();
  await expect(otherMain.getByRole('textbox', { name: 'Votre texte' })).toHaveValue(copy);
  await otherDevice.close();

  // The audio has not reached the proofreading: the submission asks first.
  await main.getByRole('button', { name: 'Corriger ma dictée' }).click();
  const confirm = page.getByRole('dialog', { name: 'La dictée n’est pas finie' });
  await confirm.getByRole('button', { name: 'Corriger maintenant' }).click();

  // The correction: mistakes by category, the mark, then the mark under another barème.
  await expect(main.getByRole('heading', { level: 2, name: /^Correction — / })).toBeFocused();
  await expect(page.getByTestId('dictation-counts').getByRole('listitem')).not.toHaveCount(0);
  await expect(main.locator('mark').first()).toBeVisible();
  const score = page.getByTestId('dictation-score');
  await expect(score).toHaveText(/^\d+(,\d+)? \/ 10$/);
  await expectAccessible(page, '/dictate-ai/ (correction)');
  await main.getByRole('region', { name: 'Note' }).getByText('Concours', { exact: true }).click();
  await expect(score).toHaveText(/^\d+(,\d+)? fautes?$/);
  await main.getByRole('region', { name: 'Note' }).getByText('Simple', { exact: true }).click();
  await expect(score).toHaveText(/^\d+ erreurs?$/);

  await main.getByRole('button', { name: 'Une autre dictée' }).click();
  await expect(ce1).toBeVisible();
});
