import { expect, test, type Locator, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD } from './support';

/** What the focused element shows: `ring` when it has an outline of 2 px or more (WCAG 2.4.7), else a description. */
async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing focused';
    const style = getComputedStyle(focused);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return 'ring';
    return `no focus ring on <${focused.tagName.toLowerCase()}> “${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}”`;
  });
}

/**
 * Once `target` is on screen, presses Tab (Shift+Tab with `backwards`) until it has the focus; every stop on the way
 * shows a focus ring.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, presses = 30 } = {}) {
  await expect(target).toBeVisible();
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(await focusRing(page)).toBe('ring');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} is not reached in ${presses} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

test('a subscriber signs in, picks a profile and plays a quiz-zone level to its result with the keyboard alone', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/auth/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

  // The first Tab shows the skip link; it takes the focus past the header, and the form is the next stop.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  expect(await focusRing(page)).toBe('ring');
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  await tabTo(page, main.getByLabel('Adresse e-mail'));
  await page.keyboard.type('abonne@plume.test');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel(/^Mot de passe/)).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  // Each new page puts the focus on its content: Tab goes on from there, not from a link that is gone.
  await expect(page).toHaveURL(/\/profileselector$/);
  await expect(main).toBeFocused();
  await tabTo(page, main.getByRole('button', { name: 'Léa', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(main).toBeFocused();

  // The quiz is the first of the header's « Activités » menu: Shift+Tab to it, Enter opens it on the quiz.
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Activités' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Quiz', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(main).toBeFocused();
  await tabTo(page, main.getByRole('link', { name: /^Zone de quiz/ }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/quiz\/zone$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Zone de quiz' })).toBeVisible();
  await expect(main).toBeFocused();
  await tabTo(page, main.getByRole('listitem').first().getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quiz\/zone\/[^/]+$/);
  await expect(main.getByRole('link', { name: '← Retour' })).toHaveAttribute('href', '/quiz/zone');
  await expect(main).toBeFocused();
  await tabTo(page, main.getByRole('listitem').first().getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quiz\/zone\/[^/]+\/[^/]+$/);
  await expect(main.getByRole('link', { name: /^Niveau 1\b/ })).toBeVisible();
  await expect(main).toBeFocused();
  await tabTo(page, main.getByRole('link', { name: /^Niveau 1\b/ }));
  await page.keyboard.press('Enter');

  // Where a new question puts the focus: its heading, or the card of an audio question whose text stays hidden.
  const focusedQuestion = main.locator('h2[tabindex="-1"]:focus, .mantine-Card-root[tabindex="-1"]:focus');
  const answers = main.getByRole('group', { name: 'Réponses' }).getByRole('button');
  const next = main.getByRole('button', { name: /^(Question suivante|Voir le résultat)$/ });
  for (let question = 1; ; question++) {
    // Each question takes the focus as it arrives: a screen reader reads it, Tab leads on to its answers.
    await expect(main.getByText(new RegExp(`^Question ${question} / \\d+$`))).toBeVisible();
    await expect(focusedQuestion).toHaveCount(1);
    if (question % 2) {
      await tabTo(page, answers.first());
      await page.keyboard.press('ArrowDown');
      await expect(answers.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await page.keyboard.press('3');
    }
    // The answer is revealed; the way on takes the focus.
    await expect(next).toBeFocused();
    expect(await focusRing(page)).toBe('ring');
    const last = (await next.textContent()) === 'Voir le résultat';
    await page.keyboard.press(question % 2 ? 'Enter' : 'Space');
    if (last) break;
    expect(question).toBeLessThan(50);
  }

  // The result's title takes the focus; its actions follow.
  const result = main.getByRole('heading', { level: 2, name: /^Niveau terminé/ });
  await expect(result).toBeFocused();
  await tabTo(page, main.getByRole('button', { name: 'Revoir les réponses' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('list', { name: 'Revoir les réponses' })).toBeVisible();
  await expectAccessible(page, 'quiz-zone result, by keyboard');
});
