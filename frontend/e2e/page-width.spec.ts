import { expect, test, type Page } from './local-cloud';
import { expectAccessible, settle } from './axe';
import { pageScans, type Scanner } from './scanned-routes';
import { chooseProfile, signInWithPassword } from './support';

/**
 * No page is wider than the window (issue #23: the signed-in header measured 1,414 px at 1280): every page a visitor
 * and a subscriber open in the accessibility scan (`scanned-routes.ts`), at three desktop widths and a phone's. Each
 * page loads once and the window is resized through the widths (Mantine's breakpoints are CSS media queries), so
 * the check costs one visit per page. A failure names the page, the width, how wide it was and the elements that
 * stick out.
 */
test.describe.configure({ mode: 'parallel' });

const widths = [1024, 1280, 1440, 390] as const;
const heightOf = (width: number) => (width < 600 ? 844 : 800);

/** How much wider than the window the page is, and the outermost elements past its right edge. */
async function overflowOf(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    const past = (element: Element) => element.getBoundingClientRect().right > width + 1;
    // Inside a scroller (a wide table's own scroll area) an element may pass the edge: the page itself does not move.
    const scrolls = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => past(element) && !(element.parentElement && element.parentElement !== document.body && past(element.parentElement)))
      .filter((element) => {
        for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) if (scrolls(ancestor)) return false;
        return true;
      })
      .slice(0, 3)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.split(' ').filter(Boolean).slice(0, 2).join('.') : '';
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return { excess, culprits };
  });
}

/** Every width at which the page as it is now scrolls sideways, one line each. */
async function sidewaysScrolls(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: heightOf(width) });
    // Two frames: the media queries apply, then what observes sizes (menus, tables) lays out again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { excess, culprits } = await overflowOf(page);
    if (excess > 1) found.push(`${name} @${width} px: ${excess} px too wide — ${culprits.join(', ') || 'no element found'}`);
  }
  return found;
}

async function checkPagesOf(page: Page, scanner: Scanner) {
  const found: string[] = [];
  for (const scan of pageScans.filter((candidate) => candidate.as === scanner)) {
    await page.setViewportSize({ width: widths[0], height: heightOf(widths[0]) });
    await page.goto(scan.url ?? scan.route);
    await settle(page);
    found.push(...(await sidewaysScrolls(page, scan.url ?? scan.route)));
  }
  expect(found, 'pages wider than the window').toEqual([]);
}

test('signed out, no page scrolls sideways at 1024, 1280, 1440 or 390 px', async ({ page }) => {
  await checkPagesOf(page, 'visitor');
});

test('signed in as the demo subscriber, no page scrolls sideways at 1024, 1280, 1440 or 390 px', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');
  await checkPagesOf(page, 'subscriber');
});

test('the signed-in header fits and its menus open within the window, by mouse and keyboard, at every width', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');
  await expect(page).toHaveURL(/\/home$/);
  const banner = page.getByRole('banner');
  const account = banner.getByRole('button', { name: 'Menu du compte de Léa' });

  for (const width of widths) {
    await page.setViewportSize({ width, height: heightOf(width) });
    await expect(account).toBeInViewport({ ratio: 1 });
    // The account menu: every item inside the window, and opening it does not widen the page.
    await account.click();
    const signOut = page.getByRole('menuitem', { name: 'Se déconnecter' });
    await expect(signOut).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('menuitem', { name: 'Changer de profil' })).toBeInViewport({ ratio: 1 });
    expect((await overflowOf(page)).excess, `the page with the account menu open @${width} px`).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await expect(signOut).toBeHidden();
    await expect(account).toBeFocused();

    if (width >= 992) {
      // Wide: « Mon accueil », then the activities and progress menus; the keyboard opens one and walks it.
      const nav = banner.getByRole('navigation', { name: 'Navigation principale' });
      await expect(nav.getByRole('link', { name: 'Mon accueil' })).toHaveAttribute('aria-current', 'page');
      const activities = nav.getByRole('button', { name: 'Activités' });
      await activities.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Cartes mémoire' })).toBeInViewport({ ratio: 1 });
      // As the WAI-ARIA menu button: Enter opens the menu on its first item, ↓ moves to the next.
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(activities).toBeFocused();
      await nav.getByRole('button', { name: 'Progression' }).click();
      await expect(page.getByRole('menuitem', { name: 'Statistiques' })).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      // Closed (its transition over) before the next width opens a menu: never two at once.
      await expect(page.getByRole('menu')).toHaveCount(0);
    } else {
      // Narrow: the burger's drawer holds every page, the home first.
      await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: 'Mon accueil' })).toBeInViewport({ ratio: 1 });
      await expect(drawer.getByRole('link', { name: 'Portefeuille' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  }

  // The open menus pass axe too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await banner.getByRole('button', { name: 'Progression' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, '/home (« Progression » open)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await account.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, '/home (account menu open)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // A link of the activities menu leads to its page.
  await banner.getByRole('button', { name: 'Activités' }).click();
  await page.getByRole('menuitem', { name: 'Dictées' }).click();
  await expect(page).toHaveURL(/\/dictate-ai\/$/);
  await expect(banner.getByRole('button', { name: 'Activités' })).toHaveAttribute('data-variant', 'light');
});
