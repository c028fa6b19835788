import type { Page } from '@playwright/test';

/**
 * No page wider than the window (issue #23: the signed-in header once measured 1,414 px at 1280). The accessibility
 * scan checks every page it visits at 1024, 1440 and 1280 px (desktop) and at 390 px (phone), resizing the window
 * after its axe scan rather than loading the page again; `page-width.spec.ts` checks the header and its menus.
 */
export const desktopWidths = [1024, 1440, 1280] as const;
export const phoneWidth = 390;
export const heightOf = (width: number) => (width < 600 ? 844 : 800);

/** How much wider than the window the page is, and the outermost elements past its right edge. */
export async function overflowOf(page: Page): Promise<{ excess: number; culprits: string[] }> {
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

/**
 * Every width at which the page as it is now scrolls sideways, one line each; the window is left at the last width.
 * Mantine's breakpoints are CSS media queries, so resizing is enough: no second visit.
 */
export async function sidewaysScrolls(page: Page, name: string, widths: readonly number[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height: heightOf(width) });
      // Two frames: the media queries apply, then what observes sizes (menus, tables) lays out again. A page whose
      // frames stall (a CI run once waited on them for its whole timeout) is measured after a second instead.
      await page.evaluate(() => new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1_000);
      }));
    }
    const { excess, culprits } = await overflowOf(page);
    if (excess > 1) found.push(`${name} @${width} px: ${excess} px too wide — ${culprits.join(', ') || 'no element found'}`);
  }
  return found;
}
