import { expect, test, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

async function authCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'isAuthenticated');
}

async function storedActiveProfile(page: Page): Promise<unknown> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('root') ?? '{}') as { activeProfileId?: unknown }).activeProfileId ?? null);
}

test('logging out clears the cookie and the active profile, and protected pages then ask to sign in', async ({ page }) => {
  await signInWithPassword(page, 'gratuit@plume.test');
  await expect.poll(() => authCookie(page)).toMatchObject({ value: 'true' });

  await chooseProfile(page, 'Julien Petit');
  await expect.poll(() => storedActiveProfile(page)).not.toBeNull();

  await page.getByRole('button', { name: /^Menu du compte de/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();

  await expect(page).toHaveURL(/\/auth\/login\/$/);
  expect(await authCookie(page)).toBeUndefined();
  expect(await storedActiveProfile(page)).toBeNull();

  await page.goto('/profileselector');
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expectAccessible(page);
});
