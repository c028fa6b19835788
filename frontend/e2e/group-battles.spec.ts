import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { answerFirstOption, playAs } from './battle-support';

/*
 * A group battle against the local cloud: three browser contexts (the demo subscriber's Léa, Hugo and Camille, each on
 * its own device) in one room — create, share, join, ready, start, ten questions, the podium — with an accessibility
 * scan of each screen on the way.
 */

test('three players battle in a group room: seats, ready flags, the start, ten questions and the podium', async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [owner, hugo, camille] = await Promise.all(contexts.map((c) => c.newPage()));
  await Promise.all([playAs(owner!, 'Léa'), playAs(hugo!, 'Hugo'), playAs(camille!, 'Camille Martin')]);

  // The quiz home leads to the group battles.
  await owner!.goto('/quiz');
  await owner!.getByRole('link', { name: /Bataille de groupe/ }).click();
  await expect(owner!.getByRole('heading', { level: 1, name: 'Bataille de groupe' })).toBeVisible();
  await expectAccessible(owner!, '/quiz/group-battle');

  await owner!.locator('label').filter({ hasText: /^3 joueurs$/ }).click();
  await owner!.getByRole('button', { name: 'Créer une salle' }).click();
  await expect(owner!).toHaveURL(/\/quiz\/group-battle\/room\/[A-Z2-9]{6}$/);
  const code = (await owner!.getByTestId('room-code').textContent())!;
  await expect(owner!.getByRole('button', { name: 'En attente d’un deuxième joueur…' })).toBeDisabled();

  // Both guests open the shared link; each says « ready ».
  for (const guest of [hugo!, camille!]) {
    await guest.goto(`/quiz/group-battle/room/${code}`);
    await expect(guest.getByText('Le créateur de la salle va lancer la partie.')).toBeVisible();
  }
  await expect(owner!.getByText('Joueurs (3/3)')).toBeVisible();
  await expect(owner!.getByRole('button', { name: 'En attente des joueurs prêts…' })).toBeDisabled();
  await expectAccessible(hugo!, '/quiz/group-battle/room/:code (lobby)');
  for (const guest of [hugo!, camille!]) await guest.locator('label').filter({ hasText: /^Je suis prêt$/ }).click();
  await expect(owner!.getByRole('list', { name: 'Places de la salle' }).getByText('Prêt', { exact: true })).toHaveCount(2);

  await owner!.getByRole('button', { name: 'Lancer la partie' }).click();
  const players = [owner!, hugo!, camille!];
  await expect(owner!.getByRole('group', { name: 'Réponses' })).toBeVisible();
  await expectAccessible(owner!, '/quiz/group-battle/room/:code (question)');
  const result = /Victoire|Défaite/;
  for (let index = 1; index <= 10; index++) {
    await Promise.all(players.map((page) => answerFirstOption(page, index, 10, result)));
    if (index === 1) await expectAccessible(camille!, '/quiz/group-battle/room/:code (reveal)');
  }
  for (const page of players) await expect(page.getByRole('heading', { level: 2, name: result })).toBeVisible();
  await expect(owner!.getByRole('list', { name: 'Podium' })).toBeVisible();
  await expect(owner!.getByRole('table', { name: 'Classement final' }).getByRole('row')).toHaveCount(4);
  await expectAccessible(owner!, '/quiz/group-battle/room/:code (podium)');
  await Promise.all(contexts.map((c) => c.close()));
});

test('the owner deletes a group room: the guest is told « supprimée par son créateur »', async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [owner, guest] = await Promise.all(contexts.map((c) => c.newPage()));
  await Promise.all([playAs(owner!, 'Léa'), playAs(guest!, 'Hugo')]);
  await owner!.goto('/quiz/group-battle');
  await owner!.getByRole('button', { name: 'Créer une salle' }).click();
  await expect(owner!).toHaveURL(/\/quiz\/group-battle\/room\/[A-Z2-9]{6}$/);
  const code = (await owner!.getByTestId('room-code').textContent())!;
  await guest!.goto('/quiz/group-battle');
  await guest!.getByLabel('Code de la salle').fill(code.toLowerCase());
  await guest!.getByRole('button', { name: 'Rejoindre' }).click();
  await expect(guest!.getByText('Le créateur de la salle va lancer la partie.')).toBeVisible();
  await owner!.getByRole('button', { name: 'Supprimer la salle' }).click();
  await expect(guest!.getByRole('alert').filter({ hasText: 'La salle a été supprimée par son créateur.' })).toBeVisible();
  await expect(owner!.getByRole('alert').filter({ hasText: 'La salle a été supprimée.' })).toBeVisible();
  await Promise.all(contexts.map((c) => c.close()));
});
