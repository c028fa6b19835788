import { expect, test } from './local-cloud';
import { signInWithPassword } from './support';

/**
 * The site runs under its Content-Security-Policy (no inline script; Cognito and the WebSocket in connect-src): a
 * visitor's pages, a sign-in and a subscriber's quiz pages, without one violation or console error.
 */
test('the pages run under the Content-Security-Policy without a violation or a console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // Injected by the browser itself, so the policy does not apply to it: it reports what the policy blocks.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );

  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'[^;]*;/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le plaisir d’écrire un français juste' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/contact-us/');
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();

  await signInWithPassword(page, 'abonne@plume.test');
  await page.getByRole('button', { name: 'Léa', exact: true }).click();
  // The learner's home: six blocks read from their endpoints.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour Léa/ })).toBeVisible();
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /^Zone de quiz/ }).click();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  // The other screens with code of their own: charts, lists, the account page.
  for (const path of ['/quiz/coins', '/quiz/badges', '/leaderboard', '/notifications', '/profile/statistics/', '/profile/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  expect(problems).toEqual([]);
});
