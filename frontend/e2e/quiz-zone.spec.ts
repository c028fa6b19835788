import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword, startFirstZoneLevel } from './support';

test('a subscriber plays level 1 of the quiz zone, reviews the answers and sees the coin balance', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');

  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
  const main = page.getByRole('main');
  const modes = main.getByRole('list', { name: 'Façons de jouer' });
  // Every way to play is open: the last « bientôt disponible » card, the duels, now leads to the battles.
  await expect(modes.getByRole('link', { name: /^Duels/ })).toHaveAttribute('href', '/quiz/battle');
  await expect(modes.getByText('Bientôt disponible')).toHaveCount(0);
  await expectAccessible(page);
  await modes.getByRole('link', { name: /^Zone de quiz/ }).click();

  await expect(page).toHaveURL(/\/quiz\/zone$/);
  // The content pack's first category (orthographe when the pack is loaded), its first subcategory, level 1.
  await startFirstZoneLevel(page);

  const answers = page.getByRole('group', { name: 'Réponses' });
  const next = page.getByRole('button', { name: /^(Question suivante|Voir le résultat)$/ });
  let reloaded = false;
  for (let question = 1; ; question++) {
    await expect(page.getByText(new RegExp(`^Question ${question} / \\d+$`))).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    // Each question is asked for when the previous explanation has been read: wait until it is on screen.
    await expect(answers.getByRole('button').first()).toBeVisible();
    let revealedByClock = false;
    let justReloaded = false;
    if (question === 3 && !reloaded) {
      reloaded = true;
      // A refresh picks the same game up where its clock is (the clock keeps running on the server), not a new game.
      const game = new URL(page.url()).searchParams.get('game');
      expect(game).toBeTruthy();
      // The question's own heading (the jokers' panel has one too, which may come first while the page settles).
      const questionHeading = page.getByRole('heading', { level: 2 }).filter({ hasNotText: /^Jokers/ }).first();
      await expect(questionHeading).not.toBeEmpty();
      const asked = await questionHeading.textContent();
      await page.reload();
      expect(new URL(page.url()).searchParams.get('game')).toBe(game);
      await expect(answers.getByRole('button').first()).toBeVisible();
      // Still the third question, or a later one if its 30 s ran out while the page loaded again (a slow machine):
      // never the first question of a new game. The verdict does not hang on how fast the reload was.
      const progress = page.getByText(/^Question \d+ \/ \d+$/);
      const shown = Number(/\d+/.exec((await progress.textContent()) ?? '')?.[0]);
      expect(shown).toBeGreaterThanOrEqual(3);
      if (shown === 3) await expect(questionHeading).toHaveText(asked ?? '');
      question = shown;
      justReloaded = true;
      revealedByClock = await next.isVisible();
    }
    if (!revealedByClock) {
      // Half by keyboard, half by pointer.
      if (question % 2) await page.keyboard.press('2');
      else await answers.getByRole('button').first().click();
      await expect(next).toBeVisible();
      // Right after a reload the clock may still run out before the answer lands: then the explanation comes all the
      // same, without the focus an answer gives it.
      if (!justReloaded) await expect(next).toBeFocused();
    }
    const last = (await next.textContent()) === 'Voir le résultat';
    await next.click();
    if (last) break;
    expect(question).toBeLessThan(50);
  }

  await expect(page.getByRole('heading', { name: /^Niveau terminé/ })).toBeVisible();
  await expect(page.getByText(/^\d+\s%$/)).toBeVisible();
  await expectAccessible(page, 'quiz-zone result');
  await page.getByRole('button', { name: 'Revoir les réponses' }).click();
  const review = page.getByRole('list', { name: 'Revoir les réponses' });
  await expect(review.getByRole('listitem')).not.toHaveCount(0);
  await expect(review.getByRole('listitem').first()).toContainText(/Votre réponse|Pas de réponse/);
  await expectAccessible(page, 'quiz-zone review');

  await page.goto('/quiz/coins');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes pièces' })).toBeVisible();
  await expect(page.getByTestId('coins-balance')).toHaveText(/^[\d\u202f]+$/);
  await expectAccessible(page);
});
