import { expect, type Page } from '@playwright/test';
import { chooseProfile, signInWithPassword } from './support';

/** What battle specs share: the demo subscriber's profiles, each on its own device, answering as a person would. */

export async function playAs(page: Page, profile: string) {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, profile);
}

/**
 * Answers the question on screen with its first option once it shows, then waits for its reveal (which stays until
 * the next question shows; the last one's gives way to the result at once).
 */
export async function answerQuestion(page: Page, index: number, total: number) {
  const main = page.getByRole('main');
  await expect(main.getByText(`Question ${index} sur ${total}`)).toBeVisible({ timeout: 30_000 });
  const options = main.getByRole('group', { name: 'Réponses' });
  await expect(options).toBeVisible({ timeout: 15_000 });
  await options.getByRole('button').first().click();
  const after = index === total ? main.getByRole('heading', { level: 2, name: /Victoire|Défaite|Égalité/ }) : main.getByRole('status').filter({ hasText: /Bonne réponse|Mauvaise réponse/ });
  await expect(after).toBeVisible({ timeout: 40_000 });
}
