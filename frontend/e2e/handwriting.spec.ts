import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { expectAccessible } from './axe';
import { drawWord } from './support-handwriting';

/**
 * The handwriting input on its own, served by Vite's dev server from a test harness (`fixtures/handwriting/`): the
 * product has no route for it yet (the spelling screen will hold it). The learner draws a word with the mouse, sees
 * what was read, corrects a letter with another reading, types one with the keyboard, rewrites one, and submits what they confirmed.
 */
let server: ViteDevServer;
let url: string;

test.beforeAll(async () => {
  server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('./fixtures/handwriting/', import.meta.url)),
    server: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  await server.listen();
  url = server.resolvedUrls!.local[0]!;
});

test.afterAll(async () => {
  await server?.close();
});

test('a learner spells « élève » by hand, fixes what was misread and submits the word they confirmed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${url}?length=5`);
  const boxes = page.getByRole('textbox', { name: /^Lettre \d sur 5$/ });
  await expect(boxes).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^Valider/ })).toBeDisabled();

  await drawWord(page, 'élève', boxes);
  for (const [index, letter] of [...'élève'].entries()) await expect(boxes.nth(index)).toHaveAccessibleDescription(`Lu\u202f: ${letter}`);
  await expectAccessible(page, 'handwriting input (all read)');

  // The learner meant « è » in box 1 after all: another reading, which they take back the same way.
  await page.getByRole('button', { name: 'Lire «\u00a0è\u00a0» pour la lettre 1' }).click();
  await expect(boxes.nth(0)).toHaveAccessibleDescription('Lu\u202f: è');
  await page.getByRole('button', { name: 'Lire «\u00a0é\u00a0» pour la lettre 1' }).click();
  await expect(boxes.nth(0)).toHaveAccessibleDescription('Lu\u202f: é');

  // Box 4 by the keyboard: Backspace clears it, a key types the letter and the focus moves on.
  await boxes.nth(3).focus();
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(3)).toHaveAccessibleDescription('vide');
  await page.keyboard.press('v');
  await expect(boxes.nth(3)).toHaveAccessibleDescription('Lu\u202f: v');
  await expect(boxes.nth(4)).toBeFocused();

  // Rewriting a letter: cleared, drawn again.
  await page.getByRole('button', { name: 'Effacer la lettre 5' }).click();
  await expect(boxes.nth(4)).toHaveAccessibleDescription('vide');
  await drawWord(page, 'e', boxes.nth(4));
  await expect(boxes.nth(4)).toHaveAccessibleDescription('Lu\u202f: e');

  await page.getByRole('button', { name: 'Valider «\u00a0élève\u00a0»' }).click();
  await expect(page.getByTestId('answer')).toHaveText('élève');
});
