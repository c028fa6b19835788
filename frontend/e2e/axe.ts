import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as the design asks (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Waits until the page shows what a person would read: a heading or a dialog, no spinner, and no transition half
 * way (a fading dialog has the contrast of a ghost). Endless animations (spinners, skeletons) are not waited for.
 */
export async function settle(page: Page, { loading = false } = {}) {
  await expect(page.locator('h1, [role="dialog"]').filter({ visible: true }).first()).toBeVisible();
  // A waiting screen (« reconnexion… ») is scanned as it is, spinner included.
  if (!loading) await expect(page.locator('.mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Every WCAG A/AA violation axe finds on the page as it is now. Run in the page itself (`setLegacyMode`): otherwise
 * each scan opens a second page to merge per-frame results (measured: a scan takes a quarter less time). In that mode
 * axe does not enter frames from another origin; Plume's pages have none, and the check below says so if one comes.
 * Only violations are collected in full (`resultTypes`), which is all this file reads; `options()` comes first
 * because it replaces the options `withTags` fills in.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const origin = new URL(page.url()).origin;
  const foreignFrames = page.frames().map((frame) => frame.url()).filter((url) => url !== 'about:blank' && new URL(url).origin !== origin);
  expect(foreignFrames, 'a frame from another origin, which this scan would not enter').toEqual([]);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return violations;
}

/** One line per failing element: rule, impact, selector, and axe's first hint (e.g. the contrast ratio found). */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const hint = node.failureSummary?.split('\n').find((line) => line.trim() && !line.startsWith('Fix ')) ?? violation.help;
      return `${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${hint.trim()}`;
    }),
  );
}

/**
 * Headings that skip a level on the way down (h1 then h3): axe files this under best practice, but a screen-reader
 * user navigating by headings reads it as a missing section (WCAG 1.3.1). Hidden headings are left out.
 */
export async function skippedHeadingLevels(page: Page): Promise<string[]> {
  const headings = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((heading) => heading.getClientRects().length > 0 && !heading.closest('[aria-hidden="true"]'))
      .map((heading) => ({ level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)), text: heading.textContent?.trim().slice(0, 60) ?? '' })),
  );
  return headings.flatMap((heading, index) => {
    const previous = headings[index - 1];
    return previous && heading.level > previous.level + 1 ? [`heading-order h${previous.level} “${previous.text}” → h${heading.level} “${heading.text}”`] : [];
  });
}

/**
 * The page has no serious or critical WCAG 2.2 AA violation. Fails with one line per element (rule id, impact,
 * selector, hint); with `A11Y_REPORT=1` it also logs every page's counts, minor ones included.
 */
export async function expectAccessible(page: Page, name = new URL(page.url()).pathname, options: { loading?: boolean } = {}) {
  await settle(page, options);
  const violations = await axeViolations(page);
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (process.env.A11Y_REPORT) {
    const count = (impact: string) => violations.filter((violation) => violation.impact === impact).reduce((sum, violation) => sum + violation.nodes.length, 0);
    const viewport = page.viewportSize();
    console.log(
      `[axe] ${name} @${viewport?.width}x${viewport?.height}: ${violations.length} rules, critical ${count('critical')}, serious ${count('serious')}, moderate ${count('moderate')}, minor ${count('minor')}` +
        (violations.length ? `\n  ${describeViolations(violations).join('\n  ')}` : ''),
    );
  }
  const skipped = await skippedHeadingLevels(page);
  await test.step(`axe: ${name}`, () => {
    expect.soft([...describeViolations(blocking), ...skipped], `serious or critical WCAG 2.2 AA violations on ${name}`).toEqual([]);
  });
}
