import { expect, type Page } from '@playwright/test';
import { chooseProfile, signInWithPassword } from './support';

/** Signs in as the demo subscriber and plays as one of its profiles (each browser context is one device). */
export async function playAs(page: Page, profile: string) {
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, profile);
}

/**
 * Picks the first option of question `index` once it shows, then waits for its reveal (which stays until the next
 * question shows; the last one's gives way to the result, whose level-2 heading matches `result`).
 */
export async function answerFirstOption(page: Page, index: number, total: number, result: RegExp) {
  const main = page.getByRole('main');
  await expect(main.getByText(`Question ${index} sur ${total}`)).toBeVisible();
  const options = main.getByRole('group', { name: 'Réponses' });
  await expect(options).toBeVisible();
  await options.getByRole('button').first().click();
  const after = index === total ? main.getByRole('heading', { level: 2, name: result }) : main.getByRole('status').filter({ hasText: /Bonne réponse|Mauvaise réponse/ });
  await expect(after).toBeVisible();
}

/** A 1v1 question answered with its first option; the last one's reveal gives way to the result. */
export const answerQuestion = (page: Page, index: number, total: number) => answerFirstOption(page, index, total, /Victoire|Défaite|Égalité/);
