import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { answerQuestion, playAs } from './battle-support';

/*
 * A family battle with a time handicap (docs/battles.md, « Family battles »): Camille Martin (adult) and Hugo (6–8 ans),
 * profiles of the demo account on two devices. The lobby and the result say each one's time; Hugo's question stays
 * open twice as long.
 */

test('a parent and a child play a family room: no fee, each their own time, said before and after', async ({ browser }) => {
  const [parentContext, childContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [parent, child] = await Promise.all([parentContext.newPage(), childContext.newPage()]);
  await playAs(parent, 'Camille Martin');
  await playAs(child, 'Hugo');

  await parent.goto('/quiz/battle');
  const friend = parent.getByRole('region', { name: 'Contre un ami' });
  await friend.getByRole('radio', { name: 'Plus de temps pour les plus jeunes' }).check();
  await expect(friend.getByRole('textbox', { name: 'Mise (pièces)' })).toBeDisabled();
  await expectAccessible(parent, '/quiz/battle (family game)');
  await friend.getByRole('button', { name: 'Créer une salle' }).click();
  await expect(parent).toHaveURL(/\/quiz\/battle\/room\/[A-Z2-9]{6}$/);
  const code = (await parent.getByTestId('room-code').textContent())!;

  await child.goto(`/quiz/battle/room/${code}`);
  const times = /Temps par question\s:\sCamille Martin 30\ss et Hugo 60\ss\./;
  for (const page of [parent, child]) await expect(page.getByText(times)).toBeVisible();
  await expect(parent.getByText('En duel, le temps est le même pour tous')).toHaveCount(0);
  await expectAccessible(parent, '/quiz/battle/room/:code (family lobby)');

  await parent.getByRole('button', { name: 'Lancer la partie' }).click();
  await Promise.all([answerQuestion(parent, 1, 10), answerQuestion(child, 1, 10)]);

  // Hugo stops there: Camille wins by forfeit, and the result says how the handicap applied.
  await child.getByRole('button', { name: 'Abandonner' }).click();
  await expect(parent.getByRole('heading', { level: 2, name: /Victoire/ })).toBeVisible();
  await expect(parent.getByText(/^Handicap de temps\. Temps par question\s:\sCamille Martin 30\ss et Hugo 60\ss\.$/)).toBeVisible();
  await expect(parent.getByText(/Partie en famille\s: les mises sont rendues/)).toBeVisible();
  await expectAccessible(parent, '/quiz/battle/room/:code (family result)');
  await Promise.all([parentContext.close(), childContext.close()]);
});
