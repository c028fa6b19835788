import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { answerFirstOption, playAs } from './battle-support';

/*
 * Q&A against the local cloud: a team of two (the demo subscriber's Léa, the captain, and Hugo, each on its own device)
 * that talks, proposes and answers together for a round of ten questions, with an accessibility scan of each screen.
 */

test('a team of two plays a collaborative round: the discussion, the proposals, the shared score', async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [captain, hugo] = await Promise.all(contexts.map((c) => c.newPage()));
  await Promise.all([playAs(captain!, 'Léa'), playAs(hugo!, 'Hugo')]);

  await captain!.goto('/qanda');
  await expectAccessible(captain!, '/qanda');
  await captain!.getByRole('link', { name: /En équipe/ }).click();
  await expect(captain!).toHaveURL(/\/qanda\/collaborative-play$/);
  await expectAccessible(captain!, '/qanda/collaborative-play');
  await captain!.locator('label').filter({ hasText: /^2 joueurs$/ }).click();
  await captain!.getByRole('button', { name: 'Créer une salle' }).click();
  await expect(captain!).toHaveURL(/\/qanda\/room\/[A-Z2-9]{6}$/);
  const code = (await captain!.getByTestId('room-code').textContent())!;

  await hugo!.goto(`/home/qanda/collaborative-play`);
  await hugo!.getByLabel('Code de la salle').fill(code);
  await hugo!.getByRole('button', { name: 'Rejoindre' }).click();
  await expect(hugo!.getByText('Le créateur de la salle va lancer la partie.')).toBeVisible();

  // The team talks before and during the round; the other member sees each line.
  await hugo!.getByLabel('Votre message').fill('Prêt, je vérifie les accords.');
  await hugo!.getByRole('button', { name: 'Envoyer' }).click();
  await expect(captain!.getByRole('log', { name: 'Messages de l’équipe' })).toContainText('Prêt, je vérifie les accords.');
  await expectAccessible(hugo!, '/qanda/room/:code (team lobby)');
  await hugo!.locator('label').filter({ hasText: /^Je suis prêt$/ }).click();
  await captain!.getByRole('button', { name: 'Lancer la partie' }).click();

  // Question 1: the captain proposes first; Hugo sees it on the option before proposing the same one.
  const options = hugo!.getByRole('main').getByRole('group', { name: 'Réponses' });
  await expect(options).toBeVisible();
  await captain!.getByRole('main').getByRole('group', { name: 'Réponses' }).getByRole('button').first().click();
  await expect(options.getByRole('button').first()).toContainText('Proposé par : Léa');
  await expectAccessible(hugo!, '/qanda/room/:code (team question)');
  const result = /Score de l’équipe/;
  await Promise.all([answerFirstOption(hugo!, 1, 10, result), expect(captain!.getByRole('status').filter({ hasText: /Bonne réponse|Mauvaise réponse/ })).toBeVisible()]);
  for (let index = 2; index <= 10; index++) await Promise.all([captain!, hugo!].map((page) => answerFirstOption(page, index, 10, result)));

  // One score for the team: both see the same heading.
  const [mine, theirs] = await Promise.all([captain!, hugo!].map((page) => page.getByRole('heading', { level: 2, name: result }).textContent()));
  expect(mine).toBe(theirs);
  await expectAccessible(captain!, '/qanda/room/:code (team result)');
  await Promise.all(contexts.map((c) => c.close()));
});

test('a solo round starts from /home/qanda/play/ with a category and a level', async ({ page }) => {
  await playAs(page, 'Hugo');
  await page.goto('/home/qanda/play/');
  await page.getByLabel('Catégorie').selectOption({ label: 'Conjugaison' });
  await page.locator('label').filter({ hasText: /^Difficile$/ }).click();
  await expectAccessible(page, '/home/qanda/play');
  await page.getByRole('button', { name: 'Commencer' }).click();
  // A refresh takes the round back where it was (its resume token): the same question, its time still running.
  const main = page.getByRole('main');
  await expect(main.getByText('Question 1 sur 10')).toBeVisible();
  const question = (await main.getByRole('heading', { level: 2 }).textContent())!;
  await page.reload();
  await expect(main.getByText('Question 1 sur 10')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(question);
  await answerFirstOption(page, 1, 10, /Série terminée/);
  await expectAccessible(page, '/home/qanda/play (reveal)');
});
