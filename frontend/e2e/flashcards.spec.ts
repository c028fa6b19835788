import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/**
 * The flashcards journey against the local cloud: the subscriber's profile makes a deck of its own, adds a word to
 * it, reviews it with the keyboard only (Space, then a grade), and reads the 30-day forecast the server computed.
 */
test('a subscriber makes a deck, adds a word, reviews it with the keyboard and sees the forecast', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');

  // Reached from the header's « Activités » menu, beside « Dictées ».
  await page.getByRole('banner').getByRole('button', { name: 'Activités' }).click();
  await page.getByRole('menuitem', { name: 'Cartes mémoire' }).click();
  await expect(page).toHaveURL(/\/flashcard\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cartes mémoire' })).toBeVisible();
  const main = page.getByRole('main');
  const decks = main.getByRole('list', { name: 'Vos paquets' });
  await expect(decks.getByRole('heading', { name: 'Mes erreurs' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Révisions des 30 prochains jours' })).toBeVisible();
  await expectAccessible(page, '/flashcard/ (decks)');
  // The forecast counts every deck of the profile, « Mes erreurs » included (earlier journeys may have filled it):
  // the checks below are relative to what it says now.
  const summary = main.getByTestId('forecast-summary');
  const forecast = async () => {
    const [, inMonth, now] = /^(\d+) cartes? à revoir sur 30 jours, (\d+) dès maintenant/.exec((await summary.textContent()) ?? '') ?? [];
    return { inMonth: Number(inMonth), now: Number(now) };
  };
  await expect(summary).toContainText('dès maintenant');
  const before = await forecast();

  // A deck of its own, then a word with a clue.
  await main.getByLabel(/^Nom du paquet/).fill('Mots du brevet');
  await main.getByRole('button', { name: 'Créer le paquet' }).click();
  const deck = decks.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mots du brevet' }) });
  await expect(deck).toContainText('0 carte · 0 à revoir');
  await expect(main.getByRole('combobox', { name: 'Paquet' }).locator('option:checked')).toHaveText('Mots du brevet');
  await main.getByLabel(/^Mot ou expression/).fill('abîme');
  await main.getByLabel('Note (facultative)').fill('Un gouffre très profond (avec un accent circonflexe).');
  await main.getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(deck).toContainText('1 carte · 1 à revoir');
  // « dès maintenant » counts new cards within the day's budget (20 a day): the new card adds one, unless the new
  // cards other journeys gave Léa already fill what is left of it.
  await expect.poll(forecast).toMatchObject({ inMonth: before.inMonth + 1 });
  const added = await forecast();
  expect([before.now, before.now + 1]).toContain(added.now);

  // The review, keyboard only: the front shows the clue, Space the answer, 3 grades it « Bien ».
  await deck.getByRole('button', { name: /^Réviser/ }).click();
  const card = main.getByTestId('flashcard');
  await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(card).toContainText('Un gouffre très profond');
  await expect(main.getByTestId('flashcard-answer')).toHaveCount(0);
  await expectAccessible(page, '/flashcard/ (front)');
  await page.keyboard.press('Space');
  await expect(main.getByTestId('flashcard-answer')).toHaveText('abîme');
  const grades = main.getByRole('group', { name: 'Votre note' });
  await expect(grades.getByRole('button')).toHaveText([/^À revoir\s*1\s*min/, /^Difficile/, /^Bien/, /^Facile/]);
  await expectAccessible(page, '/flashcard/ (answer)');
  await page.keyboard.press('3');
  await expect(main.getByText('Rien à revoir aujourd’hui')).toBeVisible();
  await expect(main.getByText('1 carte révisée. Bravo !')).toBeVisible();
  await expectAccessible(page, '/flashcard/ (done)');

  // Back to the decks: nothing due in that deck now, and the forecast counts the card on a later day.
  await main.getByRole('button', { name: 'Retour aux paquets' }).click();
  await expect(deck).toContainText('1 carte · 0 à revoir');
  // Reviewed, it leaves « dès maintenant », which counts one fewer whether or not the day's budget binds.
  await expect.poll(forecast).toEqual({ inMonth: before.inMonth + 1, now: added.now - 1 });
  await expect(summary).toContainText('objectif 90');

  // The retention target is saved on the server.
  await main.getByLabel('Objectif de mémorisation').selectOption('0.95');
  await expect(summary).toContainText('objectif 95');
});
