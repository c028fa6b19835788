import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword, startFirstZoneLevel } from './support';

/** The content pack the local cloud seeds: the journey answers right by looking each question up in it. */
const contentDir = new URL('../../lambdas/content/questions/', import.meta.url);

interface PackQuestion {
  question: string;
  options: string[];
  answer: number;
}

/**
 * Right answers by question text and, for audio questions (their text stays hidden until answered), by their four
 * options; a set of options two questions share is left out.
 */
function rightAnswers() {
  const byQuestion = new Map<string, string>();
  const byOptions = new Map<string, string | undefined>();
  for (const file of readdirSync(contentDir).filter((name) => name.endsWith('.json'))) {
    const { questions } = JSON.parse(readFileSync(new URL(file, contentDir), 'utf8')) as { questions: PackQuestion[] };
    for (const { question, options, answer } of questions) {
      const right = options[answer]!;
      byQuestion.set(question, right);
      const key = optionsKey(options);
      byOptions.set(key, byOptions.has(key) && byOptions.get(key) !== right ? undefined : right);
    }
  }
  return { byQuestion, byOptions };
}

const optionsKey = (options: readonly string[]) => [...options].sort().join('\u0001');

/**
 * Reloads `path` until `target` shows: coins, badges, notifications and leaderboards are written by event consumers
 * a moment after the game, not by the answer itself.
 */
async function reloadUntil(page: Page, path: string, target: (page: Page) => Locator, timeout = 240_000) {
  await expect(async () => {
    await page.goto(path);
    await expect(target(page)).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout, intervals: [1_000, 2_000, 3_000] });
}

test('a finished quiz-zone level brings coins, the first badge, its notification and a place on the leaderboard', async ({ page }) => {
  const answers = rightAnswers();

  await signInWithPassword(page, 'abonne@plume.test');
  // Hugo: a profile no other journey plays, so this game is his first.
  await chooseProfile(page, 'Hugo');

  await page.goto('/quiz/zone');
  const main = page.getByRole('main');
  await startFirstZoneLevel(page);

  const options = page.getByRole('group', { name: 'Réponses' }).getByRole('button');
  for (let question = 1; ; question++) {
    await expect(page.getByText(new RegExp(`^Question ${question} / \\d+$`))).toBeVisible();
    await expect(options.first()).toBeEnabled();
    // Each button reads its number badge (1–4), then the option.
    const shown = await options.evaluateAll((buttons) => buttons.map((button, index) => (button.textContent ?? '').slice(String(index + 1).length)));
    const texts = await main.getByRole('heading', { level: 2 }).allTextContents();
    const right = texts.map((text) => answers.byQuestion.get(text)).find(Boolean) ?? answers.byOptions.get(optionsKey(shown));
    await options.nth(right === undefined ? 0 : Math.max(0, shown.indexOf(right))).click();
    const next = page.getByRole('button', { name: /^(Question suivante|Voir le résultat)$/ });
    await expect(next).toBeVisible();
    const last = (await next.textContent()) === 'Voir le résultat';
    await next.click();
    if (last) break;
    expect(question).toBeLessThan(50);
  }
  await expect(page.getByRole('heading', { name: /terminée? !$/ })).toBeVisible();

  // Coins: the game's entry in the ledger, and a positive balance.
  await reloadUntil(page, '/quiz/coins', (p) => p.getByRole('table').getByText('Zone de quiz').first());
  await expect(page.getByTestId('coins-balance')).toHaveText(/^[1-9][\d\u202f]*$/);
  await expectAccessible(page);

  // The first finished game unlocks « Premiers pas » (dashing_debut).
  await reloadUntil(page, '/quiz/badges', (p) => p.locator('[data-testid="badge-dashing_debut"][data-status="unlocked"]'));
  await expect(page.getByTestId('badge-dashing_debut')).toContainText('Débloqué le');
  await expectAccessible(page, '/quiz/badges (a badge unlocked)');

  // Its notification, announced by the header's bell too.
  await reloadUntil(page, '/notifications', (p) => p.getByRole('main').getByText('Vous avez débloqué un nouveau badge').first());
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications\s:\s\d+ non lues?$/ });
  await expect(bell).toBeVisible();
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByText('Vous avez tout lu.')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // Today's leaderboard lists him, highlighted.
  await reloadUntil(page, '/leaderboard', (p) => p.getByTestId('leaderboard-me'));
  await expect(page.getByTestId('leaderboard-me')).toContainText('Hugo');
  await expect(page.getByRole('tab', { name: 'Jour', selected: true })).toBeVisible();
  await expectAccessible(page, '/leaderboard (ranked)');

  // And his statistics count the game.
  await page.goto('/profile/statistics');
  await expect(page.getByTestId('statistics-games')).toHaveText(/^[1-9]/);
  await expectAccessible(page, '/profile/statistics (a game played)');
});
