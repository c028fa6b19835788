import { expect, test, type Page } from './local-cloud';

/**
 * Elements that would move: a transition or an animation longer than 10 ms (the global reduced-motion rule brings
 * every duration down to 0.01 ms). One line per element, for a readable failure.
 */
async function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (durations: string) => Math.max(...durations.split(',').map((duration) => parseFloat(duration) * (duration.trim().endsWith('ms') ? 1 : 1000)));
    return Array.from(document.querySelectorAll<HTMLElement>('body *')).flatMap((element) => {
      const style = getComputedStyle(element);
      const transition = style.transitionProperty !== 'none' ? longest(style.transitionDuration) : 0;
      const animation = style.animationName !== 'none' ? longest(style.animationDuration) : 0;
      if (transition <= 10 && animation <= 10) return [];
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`;
      return [`${name}: transition ${transition} ms, animation ${animation} ms`];
    });
  });
}

async function openMobileMenu(page: Page) {
  await page.goto('/');
  // The home is prerendered: a tap before the page has hydrated opens nothing, so tap until the drawer is there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('by default, the menu drawer, buttons and links move (the check below can see motion)', async ({ page }) => {
    await openMobileMenu(page);
    expect((await movingElements(page)).length).toBeGreaterThan(0);
  });

  test.describe('asked for by the system', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing moves: no transition, no animation, in the page or the menu drawer', async ({ page }) => {
      await openMobileMenu(page);
      expect(await movingElements(page)).toEqual([]);
    });
  });
});
