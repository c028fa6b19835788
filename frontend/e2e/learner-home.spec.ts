import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { signInWithPassword } from './support';

/**
 * The learner's home (`/home`, issue #23): after choosing a profile a subscriber lands on what to do today — cards
 * due, the daily quiz, a dictation at the profile's level, a grid — with the streak, the week's goal, the family's
 * board of the month and recent progress, each read from its activity's endpoint; a link of the day leads to its activity.
 */
test('a subscriber chooses a profile, lands on the home with today’s items, and opens the daily quiz from it', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  // A family of three profiles is past « Ajoutez un profil ».
  await expect(page.getByRole('button', { name: 'Léa', exact: true })).toBeVisible();
  await expect(page.getByText(/^Bienvenue dans Plume/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Léa', exact: true }).click();

  await expect(page).toHaveURL(/\/home$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /^Bonjour Léa\s!$/ })).toBeVisible();
  await expect(page).toHaveTitle('Mon accueil — Plume');
  const card = (name: string) => main.getByRole('region', { name });

  // Léa is 9–11: her dictation is at the CM level, from the passage bank.
  await expect(card('Dictée')).toContainText('Niveau CM1–CM2');
  await expect(card('Dictée')).toContainText(/«\s.+\s», \d+ mots\./);
  await expect(card('Dictée').getByRole('link', { name: 'Choisir une dictée' })).toHaveAttribute('href', '/dictate-ai/?niveau=cm');
  await expect(card('Cartes mémoire').getByRole('link')).toBeVisible();
  await expect(card('Mots croisés').getByRole('link', { name: /^(Reprendre la grille|Nouvelle grille)$/ })).toBeVisible();
  await expect(card('Série').getByTestId('weekly-goal')).toHaveText(/^\d+ jours? sur 5$/);
  await expect(card('Vos progrès récents').getByRole('link', { name: 'Toutes mes statistiques' })).toBeVisible();
  // The family's board of the month (issue #26): the three profiles, Léa marked, each with her points.
  const family = card('La famille ce mois-ci').getByRole('list', { name: 'Points de la famille ce mois-ci' });
  await expect(family.getByRole('listitem')).toHaveCount(3);
  await expect(family.locator('li[aria-current="true"]')).toContainText(/Léa \(vous\)[\d\s\u202f]+\spoints?$/);
  const daily = card('Quiz du jour').getByRole('link', { name: 'Jouer au quiz du jour' });
  await expect(daily).toBeVisible();
  await expectAccessible(page, '/home');

  await daily.click();
  await expect(page).toHaveURL(/\/quiz\/daily$/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  // Back home from the header: the daily quiz is still to play (not started), and the dictation link opens her level.
  await page.getByRole('banner').getByRole('link', { name: 'Mon accueil' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The daily quiz she just opened is offered again among her recent activities (issue 24).
  await expect(card('Activités récentes').getByRole('link', { name: 'Quiz du jour' })).toHaveAttribute('href', '/quiz/daily');
  await expectAccessible(page, '/home, with recent activities');
  await card('Dictée').getByRole('link', { name: 'Choisir une dictée' }).click();
  await expect(page).toHaveURL(/\/dictate-ai\/\?niveau=cm$/);
  await expect(main.getByRole('heading', { level: 2, name: 'CM1–CM2' })).toBeVisible();
});
