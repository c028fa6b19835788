import { expect, test, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { desktopWidths, phoneWidth, sidewaysScrolls } from './page-width';
import { pageScans, type Scanner } from './scanned-routes';
import { chooseProfile, signInWithPassword, startFirstZoneLevel } from './support';

/**
 * WCAG 2.2 AA on every page of the router (the list and its completeness: `scanned-routes.ts`), on a desktop and a
 * phone screen: no serious or critical axe violation. Each test signs in once and scans its pages one after the other;
 * a failing page does not hide the next ones (soft assertions), and the message lists rule, impact and element. Each
 * page is also checked for sideways scrolling (`page-width.ts`): at 1024, 1440 and 1280 px on the desktop pass, at
 * 390 px on the phone's, by resizing the window once its scan is done.
 */
// Each test signs in on its own: they run on any worker, at once, rather than one after another in one worker (where
// this file's twelve minutes would set the whole run's length).
test.describe.configure({ mode: 'parallel' });

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 }, widths: desktopWidths },
  { name: 'mobile', size: { width: phoneWidth, height: 844 }, widths: [phoneWidth] },
] as const;

const accounts: Record<Exclude<Scanner, 'visitor'>, { email: string; profile: string }> = {
  free: { email: 'gratuit@plume.test', profile: 'Julien Petit' },
  subscriber: { email: 'abonne@plume.test', profile: 'Léa' },
  admin: { email: 'admin@plume.test', profile: 'Équipe Plume' },
  finance: { email: 'finance@plume.test', profile: 'Service financier' },
  examinator: { email: 'examinator@plume.test', profile: 'Examinatrice Plume' },
};

/** Scans each page of `scanner`, then checks it at `widths`, the last of which is the test's own viewport's. */
async function scanPagesOf(page: Page, scanner: Scanner, widths: readonly number[]) {
  for (const scan of pageScans.filter((candidate) => candidate.as === scanner)) {
    await page.goto(scan.url ?? scan.route);
    await expectAccessible(page, scan.route);
    expect.soft(await sidewaysScrolls(page, scan.url ?? scan.route, widths), 'pages wider than the window').toEqual([]);
  }
}

async function signInAs(page: Page, scanner: Exclude<Scanner, 'visitor'>) {
  await signInWithPassword(page, accounts[scanner].email);
}

for (const { name, size, widths } of viewports) {
  test.describe(`${name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: size });

    test('public and sign-in pages, a failed sign-in and the menu', async ({ page }) => {
      await scanPagesOf(page, 'visitor', widths);

      // A refused sign-in: the form with its error notification.
      await page.goto('/auth/login/');
      await page.getByLabel('Adresse e-mail').fill('abonne@plume.test');
      await page.getByLabel(/^Mot de passe/).fill('pas-le-bon-1A!');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await expect(page.locator('.mantine-Notification-root')).toBeVisible();
      await expectAccessible(page, '/auth/login (refused)');

      if (name === 'mobile') {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, '/auth/login (menu)');
      }
    });

    test('a free account: its pages and the subscription dialog', async ({ page }) => {
      await signInAs(page, 'free');
      await scanPagesOf(page, 'free', widths);
      await page.goto('/profileselector');
      await chooseProfile(page, accounts.free.profile);
      await page.goto('/quiz');
      await expect(page.getByRole('dialog', { name: 'Abonnement Requis' })).toBeVisible();
      await expectAccessible(page, '/quiz (subscription dialog)');
    });

    test('a subscriber’s pages', async ({ page }) => {
      // About 50 pages now (group battles and Q&A added 8): a loaded machine needs more than 3 minutes for them.
      await signInAs(page, 'subscriber');
      await chooseProfile(page, accounts.subscriber.profile);
      await expectAccessible(page, '/ (signed in)');
      await scanPagesOf(page, 'subscriber', widths);
    });

    test('a quiz-zone level from its category to its result, and a true-or-false question', async ({ page }) => {
      await signInAs(page, 'subscriber');
      await chooseProfile(page, accounts.subscriber.profile);
      await page.goto('/quiz/zone');
      await startFirstZoneLevel(page, (visited) => expectAccessible(visited));

      const answers = page.getByRole('group', { name: 'Réponses' });
      const next = page.getByRole('button', { name: /^(Question suivante|Voir le résultat)$/ });
      for (let question = 1; ; question++) {
        await expect(answers.getByRole('button').first()).toBeVisible();
        if (question === 1) await expectAccessible(page, '/quiz/zone/:category/:subcategory/:level/play (question)');
        await page.keyboard.press(question === 1 ? '1' : '2');
        await expect(next).toBeVisible();
        if (question <= 2) await expectAccessible(page, `/quiz/zone/:category/:subcategory/:level/play (answer ${question})`);
        const last = (await next.textContent()) === 'Voir le résultat';
        await next.click();
        if (last) break;
        expect(question).toBeLessThan(50);
      }
      await expect(page.getByRole('heading', { name: /^Niveau terminé/ })).toBeVisible();
      await expectAccessible(page, '/quiz/zone/:category/:subcategory/:level/play (result)');
      await page.getByRole('button', { name: 'Revoir les réponses' }).click();
      await expect(page.getByRole('list', { name: 'Revoir les réponses' })).toBeVisible();
      await expectAccessible(page, '/quiz/zone/:category/:subcategory/:level/play (review)');

      await page.goto('/quiz/true-false');
      await page.getByRole('link', { name: 'Commencer' }).click();
      await expect(page).toHaveURL(/\/quiz\/true-false\/play/);
      await expect(page.getByRole('group', { name: 'Réponses' }).getByRole('button').first()).toBeVisible();
      await expectAccessible(page, '/quiz/:mode/play (question)');
    });

    test('the admin console, as an admin (where an admin lands after signing in)', async ({ page }) => {
      // Five pages, each read from the API before its scan.
      await signInWithPassword(page, accounts.admin.email, undefined, /\/admin$/);
      await scanPagesOf(page, 'admin', widths);
    });

    test('the payout queue, as finance (where finance lands after signing in)', async ({ page }) => {
      await signInWithPassword(page, accounts.finance.email, undefined, /\/finance\/payouts$/);
      await scanPagesOf(page, 'finance', widths);
    });

    test('the exams pages, as an examinator (where an examinator lands after signing in)', async ({ page }) => {
      await signInWithPassword(page, accounts.examinator.email, undefined, /\/examinator\/exams$/);
      await scanPagesOf(page, 'examinator', widths);
    });
  });
}
