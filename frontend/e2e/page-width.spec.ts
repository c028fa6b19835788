import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { desktopWidths, heightOf, overflowOf, phoneWidth } from './page-width';
import { chooseProfile, signInWithPassword } from './support';

/**
 * The signed-in header fits and its menus open within the window at every width (issue #23). Every page's own width
 * is checked by the accessibility scan (`page-width.ts`), which visits them all anyway.
 */
const widths = [...desktopWidths, phoneWidth];

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
