import { expect, test, type Page, type WebSocketRoute } from './local-cloud';
import { expectAccessible } from './axe';
import { playAs } from './battle-support';

/*
 * Disconnects and resume (docs/battles.md): in a friend battle between two browser contexts, the guest reloads the page
 * mid-question and comes back to the same question, its remaining time, its answer and its score. A second reload holds
 * the resume back on its way to the server, so the « reconnexion » screen and the other player's notice can be scanned.
 */

/**
 * Routes the page's battle sockets through Playwright. Once `hold()` is called, `battle_resume` frames wait until
 * `release()`, and the `battle_goodbye` of the page being reloaded is dropped: the seat is then kept the 60 s of a
 * dropped connection rather than the 10 s of a goodbye, time enough for the scans on a busy machine (the goodbye's
 * 10 s are tested in lambdas/src/battles/resume.int.test.ts).
 */
async function routeBattleSocket(page: Page) {
  const held: { server: WebSocketRoute; message: string | Buffer }[] = [];
  let holding = false;
  let acks = 0;
  await page.routeWebSocket(/\/ws\?token=/, (route) => {
    const server = route.connectToServer();
    route.onMessage((message) => {
      if (holding && String(message).includes('"battle_goodbye"')) return;
      if (holding && String(message).includes('"battle_resume"')) held.push({ server, message });
      else server.send(message);
    });
    server.onMessage((message) => {
      if (String(message).includes('"battle_answer_ack"')) acks += 1;
      route.send(message);
    });
  });
  return {
    hold: () => { holding = true; },
    held: () => held.length,
    /** Answers the server acknowledged: the page says « Réponse envoyée » as soon as it sends one, before that. */
    acked: () => acks,
    release() {
      holding = false;
      for (const { server, message } of held.splice(0)) server.send(message);
    },
  };
}

test('a player who reloads mid-question gets the same question back, with its time left, their answer and their score', async ({ browser }) => {
  const [ownerContext, guestContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [owner, guest] = await Promise.all([ownerContext.newPage(), guestContext.newPage()]);
  await playAs(owner, 'Léa');
  const socket = await routeBattleSocket(guest);
  await playAs(guest, 'Hugo');

  await owner.goto('/quiz/battle');
  await owner.getByRole('button', { name: 'Créer une salle' }).click();
  await expect(owner).toHaveURL(/\/quiz\/battle\/room\/[A-Z2-9]{6}$/);
  const code = (await owner.getByTestId('room-code').textContent())!;
  await guest.goto(`/quiz/battle/room/${code}`);
  await expect(owner.getByText('Joueurs (2/2)')).toBeVisible();
  await owner.getByRole('button', { name: 'Lancer la partie' }).click();

  const main = guest.getByRole('main');
  const options = main.getByRole('group', { name: 'Réponses' });
  await expect(options).toBeVisible();
  const question = (await main.getByRole('heading', { level: 2 }).textContent())!;
  await options.getByRole('button').first().click();
  await expect(main.getByText('Réponse envoyée')).toBeVisible();
  // Reloaded before the server had the answer, the page would rightly come back without it: wait for its ack.
  await expect.poll(socket.acked).toBeGreaterThan(0);
  const picked = (await options.getByRole('button').first().textContent())!;
  const secondsBefore = Number((await main.getByRole('timer').textContent())!.match(/\d+/)![0]);

  // The resume is let through as soon as the page sends it: the question on screen has 30 s of the server's clock, and
  // what follows must still find it there however slow the machine.
  socket.hold();
  await guest.reload();
  // The other player is told the seat is kept, for how long.
  await expect(owner.getByText(/Hugo s’est déconnecté\s:\ssa place est gardée encore \d+\ss\./)).toBeVisible();
  // The page asks for its seat back with the token it kept for this tab; until the server answers, it says so.
  await expect.poll(socket.held).toBeGreaterThan(0);
  await expect(main.getByRole('status').filter({ hasText: 'Reconnexion à la partie…' })).toBeVisible();
  socket.release();
  await expect(main.getByText('Question 1 sur 10')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(question);
  const pressed = options.getByRole('button', { pressed: true });
  await expect(pressed).toHaveText(picked);
  await expect(main.getByText('Réponse envoyée')).toBeVisible();
  const secondsAfter = Number((await main.getByRole('timer').textContent())!.match(/\d+/)![0]);
  expect(secondsAfter).toBeLessThanOrEqual(secondsBefore);
  expect(secondsAfter).toBeGreaterThan(0);
  // The score as of the last reveal (none yet): the answer's points are not told before the correction.
  await expect(main.getByLabel('Scores').getByText('Hugo · 0')).toBeVisible();
  await expect(owner.getByText(/Hugo s’est déconnecté/)).toHaveCount(0);

  // The battle goes on: the owner answers, and the reloaded page sees the correction.
  await owner.getByRole('group', { name: 'Réponses' }).getByRole('button').first().click();
  await expect(main.getByRole('status').filter({ hasText: /Bonne réponse|Mauvaise réponse/ })).toBeVisible();

  // Reloaded again, and held this time for as long as the scans take: the « reconnexion » screen and the other
  // player's notice, whatever question the server's clock has reached meanwhile.
  socket.hold();
  await guest.reload();
  await expect(owner.getByText(/Hugo s’est déconnecté/)).toBeVisible();
  await expect.poll(socket.held).toBeGreaterThan(0);
  await expect(main.getByRole('status').filter({ hasText: 'Reconnexion à la partie…' })).toBeVisible();
  await expectAccessible(guest, '/quiz/battle/room/:code (reconnecting)', { loading: true });
  await expectAccessible(owner, '/quiz/battle/room/:code (opponent away)');
  socket.release();
  await expect(main.getByRole('status').filter({ hasText: 'Reconnexion à la partie…' })).toHaveCount(0);
  await expect(owner.getByText(/Hugo s’est déconnecté/)).toHaveCount(0);
  await Promise.all([ownerContext.close(), guestContext.close()]);
});
