import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { answerQuestion, playAs } from './battle-support';

/*
 * Realtime battles against the local cloud: a friend battle between two browser contexts (the demo subscriber's two
 * profiles, Léa and Hugo, each on its own device) and a battle against the bot, with an accessibility scan of each
 * screen on the way.
 */

test('two players battle in a friend room: create, share the code, join, play ten questions, see the result', async ({ browser }) => {
  const [ownerContext, guestContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [owner, guest] = await Promise.all([ownerContext.newPage(), guestContext.newPage()]);
  await playAs(owner, 'Léa');
  await playAs(guest, 'Hugo');

  // The quiz home's « Duels » card leads to the battles.
  await owner.goto('/quiz');
  await owner.getByRole('link', { name: /Duels/ }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Duels' })).toBeVisible();
  await expect(owner.getByText('En duel, le temps est le même pour tous').first()).toBeVisible();
  await expectAccessible(owner, '/quiz/battle');

  await owner.getByRole('button', { name: 'Créer une salle' }).click();
  await expect(owner).toHaveURL(/\/quiz\/battle\/room\/[A-Z2-9]{6}$/);
  const code = (await owner.getByTestId('room-code').textContent())!;
  await expect(owner.getByRole('button', { name: 'En attente de votre adversaire…' })).toBeDisabled();
  await expectAccessible(owner, '/quiz/battle/room/:code (lobby)');

  await guest.goto('/quiz/battle');
  await guest.getByLabel('Code de la salle').fill(code.toLowerCase());
  await guest.getByRole('button', { name: 'Rejoindre' }).click();
  await expect(guest.getByText('Le créateur de la salle va lancer la partie.')).toBeVisible();
  await expect(owner.getByText('Joueurs (2/2)')).toBeVisible();

  await owner.getByRole('button', { name: 'Lancer la partie' }).click();
  await expect(owner.getByRole('group', { name: 'Réponses' })).toBeVisible();
  await expectAccessible(owner, '/quiz/battle/room/:code (question)');
  for (let index = 1; index <= 10; index++) {
    await Promise.all([answerQuestion(owner, index, 10), answerQuestion(guest, index, 10)]);
    if (index === 1) await expectAccessible(guest, '/quiz/battle/room/:code (reveal)');
  }
  for (const page of [owner, guest]) await expect(page.getByRole('heading', { level: 2, name: /Victoire|Défaite|Égalité/ })).toBeVisible();
  await expect(owner.getByRole('table', { name: 'Classement final' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(owner, '/quiz/battle/room/:code (result)');
  await Promise.all([ownerContext.close(), guestContext.close()]);
});

test('a subscriber plays the bot: it answers on its own, and the result says no coins are at stake', async ({ page }) => {
  await playAs(page, 'Léa');
  await page.goto('/quiz/battle');
  await page.getByLabel('Force du robot').selectOption({ label: 'Plumo (expert)' });
  await page.getByRole('button', { name: 'Affronter le robot' }).click();
  for (let index = 1; index <= 10; index++) await answerQuestion(page, index, 10);
  await expect(page.getByRole('heading', { level: 2, name: /Victoire|Défaite|Égalité/ })).toBeVisible();
  await expect(page.getByText('Les parties contre le robot ne rapportent pas de pièces.')).toBeVisible();
  await expectAccessible(page, '/quiz/battle (bot result)');
});

test('a wrong room code is refused with the seed message', async ({ page }) => {
  await playAs(page, 'Hugo');
  await page.goto('/quiz/battle/room/ZZZZZZ');
  // The page connects its socket first (a token, $connect, the authorizer): slow on a loaded machine.
  await expect(page.getByRole('alert').filter({ hasText: "Ce code de salle n'est pas valide." })).toBeVisible();
});
