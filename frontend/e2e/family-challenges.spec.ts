import { expect, test } from './local-cloud';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { phoneWidth, sidewaysScrolls } from './page-width';
import { answerUntilResult, chooseProfile, signInWithPassword } from './support';

/*
 * Family challenges (« défis en famille », docs/family-challenges.md) against the local cloud, on one device: the demo
 * subscriber's holder, Camille Martin, challenges Hugo (6–8 years old) with the time handicap and plays her round;
 * Hugo, told by a notification, takes it up and plays against her recorded round (her « ghost »: when she answered,
 * then how), and both see the outcome. Hugo, not Léa: the learner's home journey reads Léa's row of the family's board
 * to its last word, which a challenge won would add to.
 */

/** Whether the page scrolls sideways on a phone or a wide screen, as it is now (then back to the default window). */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const viewport = page.viewportSize();
  expect(await sidewaysScrolls(page, name, [phoneWidth, 1920])).toEqual([]);
  if (viewport) await page.setViewportSize(viewport);
}

test('a parent challenges a child, who takes it up against her recorded round; both see who won', async ({ page }) => {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');
  const main = page.getByRole('main');

  // The quiz catalogue's card leads to the challenges.
  await page.goto('/quiz');
  await main.getByRole('list', { name: 'Façons de jouer' }).getByRole('link', { name: /^Défis en famille/ }).click();
  await expect(page).toHaveURL(/\/quiz\/family-challenge$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Défis en famille' })).toBeVisible();
  const launch = main.getByRole('region', { name: 'Lancer un défi' });
  await launch.getByRole('radio', { name: 'Hugo' }).check();
  // The content pack's first category.
  await launch.getByRole('combobox', { name: /^Catégorie/ }).selectOption({ index: 1 });
  await launch.getByRole('radio', { name: /^Par le temps/ }).check();
  // Hugo is 6–8: twice an adult's time, on the same questions.
  await expect(launch.getByText(/Hugo aura 2 fois plus de temps que vous pour chacune\.$/)).toBeVisible();
  await expectAccessible(page, '/quiz/family-challenge (the choices made)');
  await launch.getByRole('button', { name: 'Lancer le défi' }).click();

  // Her round: a family challenge game, picked up by its address.
  await expect(page).toHaveURL(/\/quiz\/family-challenge\/play\?game=[^&]+$/);
  await answerUntilResult(page);
  await expect(main.getByText(/^Votre manche est enregistrée\s:\sHugo peut maintenant relever le défi\.$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Rejouer' })).toHaveCount(0);
  await expectAccessible(page, '/quiz/family-challenge/play (the challenger’s round recorded)');
  await main.getByRole('link', { name: 'Retour aux défis' }).click();
  // Newest first (a retried journey finds the first try's challenges there too).
  await expect(main.getByRole('region', { name: 'En cours' }).getByText(/^Hugo n’a pas encore relevé votre défi\s:\sjusqu’au /).first()).toBeVisible();

  // Hugo, on the same device: the notification says so and leads to the challenges.
  await page.goto('/profileselector');
  await chooseProfile(page, 'Hugo');
  await page.goto('/notifications');
  const notification = main.getByRole('listitem').filter({ hasText: 'Camille Martin vous lance un défi' }).first();
  await expect(notification).toContainText(/points? à battre/);
  await notification.getByRole('link', { name: 'Voir les défis' }).click();
  await expect(page).toHaveURL(/\/quiz\/family-challenge$/);
  const received = main.getByRole('list', { name: 'À relever' }).getByRole('listitem').filter({ hasText: 'Camille Martin vous défie' }).first();
  await expect(received).toContainText(/Par le temps\s:\s[\d,]+\ss par question pour vous/);
  await expectAccessible(page, '/quiz/family-challenge (a challenge to take up)');
  await expectNoSidewaysScroll(page, '/quiz/family-challenge');
  await received.getByRole('button', { name: 'Relever le défi de Camille Martin' }).click();

  // His round, beside hers: on the first question, the cue of her answer comes when she gave it (she answered at
  // once, his time is twice hers), politely, and never whether she was right until he answers.
  await expect(page).toHaveURL(/\/quiz\/family-challenge\/play\?game=[^&]+$/);
  const lane = main.getByRole('region', { name: 'La manche de Camille Martin' });
  const answers = main.getByRole('group', { name: 'Réponses' });
  const next = main.getByRole('button', { name: /^(Question suivante|Voir le résultat)$/ });
  await expect(main.getByText(/^Question 1 \/ \d+$/)).toBeVisible();
  await expect(lane.getByRole('status')).toHaveText('Camille Martin a répondu');
  await expect(lane).not.toContainText(/juste|faux/);
  // The cue took nothing from the question, whose heading keeps the focus it got when it showed.
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeFocused();
  await expectAccessible(page, '/quiz/family-challenge/play (against a relative’s round)');
  await expectNoSidewaysScroll(page, '/quiz/family-challenge/play');
  for (let question = 1; ; question++) {
    await expect(main.getByText(new RegExp(`^Question ${question} / \\d+$`))).toBeVisible();
    await answers.getByRole('button').first().click();
    await expect(next).toBeVisible();
    await expect(lane.getByRole('status')).toHaveText(/^Camille Martin\s:\s(juste, \+[\d\s\u202f]+|faux|pas de réponse à temps)$/);
    await expect(lane).toContainText(/Score de Camille Martin\s:\s[\d\s\u202f]+/);
    const last = (await next.textContent()) === 'Voir le résultat';
    await next.click();
    if (last) break;
    expect(question).toBeLessThan(50);
  }

  // The outcome, and how the handicap applied.
  await expect(main.getByText(/^(Vous avez gagné\s!|Camille Martin a gagné\s:|Égalité\s:)/)).toBeVisible();
  await expect(main.getByText(/^Par le temps\s:\sHugo avait [\d,]+\ss par question, Camille Martin [\d,]+\ss\.$/)).toBeVisible();
  await expectAccessible(page, '/quiz/family-challenge/play (the outcome)');
  await main.getByRole('link', { name: 'Retour aux défis' }).click();
  const over = main.getByRole('region', { name: 'Terminés' }).getByRole('listitem').filter({ hasText: 'Contre Camille Martin' }).first();
  await expect(over.getByRole('link', { name: 'Voir ma partie contre Camille Martin' })).toBeVisible();
});
