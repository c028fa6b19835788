import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { expectAccessible } from './axe';
import { playAs } from './battle-support';

/*
 * Disconnects and resume (docs/battles.md): in a friend battle between two browser contexts, the guest reloads the page
 * mid-question and comes back to the same question, its remaining time, its answer and its score. The resume is held
 * back a moment on its way to the server, so the « reconnexion » screen and the other player's notice can be scanned.
 */

/** Routes the page's battle socket through Playwright, holding `battle_resume` frames until `release` is called. */
async function holdResumes(page: Page) {
  const held: { route: WebSocketRoute; server: WebSocketRoute; message: string | Buffer }[] = [];
  let holding = true;
  await page.routeWebSocket(/\/ws\?token=/, (route) => {
    const server = route.connectToServer();
    route.onMessage((message) => {
      if (holding && String(message).includes('"battle_resume"')) held.push({ route, server, message });
      else server.send(message);
    });
  });
  return {
    held: () => held.length,
    release() {
      holding = false;
      for (const { server, message } of held.splice(0)) server.send(message);
    },
  };
}

test('a player who reloads mid-question gets the same question back, with its time left, their answer and their score', async ({ browser }) => {
  test.setTimeout(180_000);
  const [ownerContext, guestContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [owner, guest] = await Promise.all([ownerContext.newPage(), guestContext.newPage()]);
  await playAs(owner, 'Léa');
  await playAs(guest, 'Hugo');

  await owner.goto('/quiz/battle');
  await owner.getByRole('button', { name: 'Créer une salle' }).click();
  await expect(owner).toHaveURL(/\/quiz\/battle\/room\/[A-Z2-9]{6}$/);
  const code = (await owner.getByTestId('room-code').textContent())!;
  await guest.goto(`/quiz/battle/room/${code}`);
  await expect(owner.getByText('Joueurs (2/2)')).toBeVisible({ timeout: 20_000 });
  await owner.getByRole('button', { name: 'Lancer la partie' }).click();

  const main = guest.getByRole('main');
  const options = main.getByRole('group', { name: 'Réponses' });
  await expect(options).toBeVisible({ timeout: 20_000 });
  const question = (await main.getByRole('heading', { level: 2 }).textContent())!;
  await options.getByRole('button').first().click();
  await expect(main.getByText('Réponse envoyée')).toBeVisible();
  const picked = (await options.getByRole('button').first().textContent())!;
  const secondsBefore = Number((await main.getByRole('timer').textContent())!.match(/\d+/)![0]);

  const resumes = await holdResumes(guest);
  await guest.reload();
  // The page asks for its seat back with the token it kept for this tab; until the server answers, it says so.
  await expect.poll(resumes.held, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(main.getByRole('status').filter({ hasText: 'Reconnexion à la partie…' })).toBeVisible();
  await expectAccessible(guest, '/quiz/battle/room/:code (reconnecting)');
  // The other player is told the seat is kept, for how long.
  await expect(owner.getByText(/Hugo s’est déconnecté\s:\ssa place est gardée encore \d+\ss\./)).toBeVisible({ timeout: 10_000 });
  await expectAccessible(owner, '/quiz/battle/room/:code (opponent away)');

  resumes.release();
  await expect(main.getByText('Question 1 sur 10')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(question);
  const pressed = options.getByRole('button', { pressed: true });
  await expect(pressed).toHaveText(picked);
  await expect(main.getByText('Réponse envoyée')).toBeVisible();
  const secondsAfter = Number((await main.getByRole('timer').textContent())!.match(/\d+/)![0]);
  expect(secondsAfter).toBeLessThanOrEqual(secondsBefore);
  expect(secondsAfter).toBeGreaterThan(0);
  // The score as of the last reveal (none yet): the answer's points are not told before the correction.
  await expect(main.getByLabel('Scores').getByText('Hugo · 0')).toBeVisible();
  await expect(owner.getByText(/Hugo s’est déconnecté/)).toHaveCount(0, { timeout: 10_000 });

  // The battle goes on: the owner answers, and the reloaded page sees the correction.
  await owner.getByRole('group', { name: 'Réponses' }).getByRole('button').first().click();
  await expect(main.getByRole('status').filter({ hasText: /Bonne réponse|Mauvaise réponse/ })).toBeVisible({ timeout: 40_000 });
  await Promise.all([ownerContext.close(), guestContext.close()]);
});
