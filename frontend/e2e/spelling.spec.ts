import { expect, test, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

const LISTS = '/voiceSpelling/voice-spelling-lists';

/** A fake recognizer: whatever is said, it hears `transcript` (Chromium headless has no speech service to reach). */
async function fakeRecognition(page: Page, transcript: string) {
  await page.addInitScript((heard) => {
    class FakeRecognition {
      lang = '';
      interimResults = false;
      maxAlternatives = 1;
      continuous = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        if (this.lang !== 'fr-FR') throw new Error(`expected fr-FR, got ${this.lang}`);
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: heard }]] });
          this.onend?.();
        }, 50);
      }
      abort() {}
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  }, transcript);
}

/**
 * The holder makes a list for Léa (a word of the bank found without its accent, a word typed freely); Léa practises it
 * on the keyboard: a missing accent is an accent mistake, the word comes back, and the results count it per rule.
 * Other journeys use Léa too: everything here is checked relative to the list this test makes.
 */
test('a parent makes a list for Léa, who spells it on the keyboard to its results', async ({ page }) => {
  const name = `Dictée du vendredi ${Date.now().toString(36)}`;
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');

  await page.goto(LISTS);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Listes de mots' })).toBeVisible();
  await main.getByLabel('Listes de').selectOption({ label: 'Léa' });
  await expect(main.getByRole('button', { name: 'Nouvelle liste' })).toBeVisible();
  await expectAccessible(page, `${LISTS} (lists)`);

  await main.getByRole('button', { name: 'Nouvelle liste' }).click();
  await main.getByLabel(/^Nom de la liste/).fill(name);
  await main.getByLabel(/^Chercher un mot/).fill('ecole');
  await main.getByRole('button', { name: /^Ajouter «\s*école\s*»/ }).click();
  await main.getByLabel(/^Ou taper un mot/).fill('arc en ciel');
  await main.getByRole('button', { name: 'Ajouter ce mot' }).click();
  await expect(main.getByText(/Utilisez seulement des lettres françaises/)).toBeVisible();
  await main.getByLabel(/^Ou taper un mot/).fill('arc-en-ciel');
  await main.getByRole('button', { name: 'Ajouter ce mot' }).click();
  await expect(main.getByTestId('list-words').getByRole('listitem')).toHaveText(['école', 'arc-en-ciel']);
  await expectAccessible(page, `${LISTS} (editor)`);
  await main.getByRole('button', { name: 'Enregistrer la liste' }).click();
  const card = main.getByTestId('spelling-list').filter({ hasText: name });
  await expect(card).toContainText('2 mots');

  // Léa sees the list and practises it on the keyboard.
  await page.goto('/profileselector');
  await chooseProfile(page, 'Léa');
  await page.goto('/keyboard-spelling');
  await expect(page.getByRole('heading', { level: 1, name: 'Orthographe au clavier' })).toBeVisible();
  const practise = main.getByRole('button', { name: new RegExp(`^S’entraîner sur la liste «\\s*${name}\\s*»$`) });
  await expect(practise).toBeVisible();
  await expectAccessible(page, '/keyboard-spelling (choose)');
  await practise.click();

  // Each word is told apart by its length (école: 5, arc-en-ciel: 11): école is first typed without its accent.
  const answer = main.getByLabel('Votre réponse');
  const verdict = main.getByTestId('spelling-verdict');
  let missed = false;
  for (let asked = 0; asked < 3; asked++) {
    // The first word waits for the session's speech to be rendered (espeak, on a busy machine: seconds).
    await expect(answer).toBeFocused();
    const description = await main.getByText(/^\d+ caractères?$/).textContent();
    if (asked === 0) await expectAccessible(page, '/keyboard-spelling (word)');
    if (description?.startsWith('11')) {
      await expect(main.getByTestId('spelling-sentence')).toHaveCount(0);
      await answer.fill('arc-en-ciel');
      await page.keyboard.press('Enter');
      await expect(verdict).toContainText('Bravo');
    } else if (!missed) {
      await expect(main.getByTestId('spelling-sentence')).toContainText('_____');
      await answer.fill('ecole');
      await page.keyboard.press('Enter');
      await expect(verdict).toContainText(/Presque.*attention aux accents/);
      await expect(verdict).toContainText('Ce mot reviendra plus tard');
      await expect(verdict.locator('mark')).toHaveText('é');
      missed = true;
      await expectAccessible(page, '/keyboard-spelling (verdict)');
    } else {
      await expect(main.getByText(/Ce mot revient/)).toBeVisible();
      await answer.fill('école');
      await page.keyboard.press('Enter');
      await expect(verdict).toContainText('Bravo');
    }
    await main.getByRole('button', { name: asked < 2 ? 'Mot suivant' : 'Voir les résultats' }).click();
  }

  const results = main.getByTestId('spelling-results');
  await expect(results).toContainText(/1 mot juste du premier coup sur 2/);
  await expect(results.getByRole('table')).toContainText('Accent aigu');
  await expect(results.getByRole('table')).toContainText('Mots ajoutés par un parent');
  await expect(results.getByRole('listitem')).toHaveText([/école.*ecole/]);
  await expectAccessible(page, '/keyboard-spelling (results)');
});

test('voice spelling reads a spelled-out word before judging it, and offers the keyboard where it cannot listen', async ({ page }) => {
  await fakeRecognition(page, 'bé o enne ji o u erre');
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');
  await page.goto('/voiceSpelling');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Orthographe à voix haute' })).toBeVisible();
  await main.getByLabel('Niveau').selectOption('cp');
  await expectAccessible(page, '/voiceSpelling (choose)');
  await main.getByRole('button', { name: 'Commencer' }).click();

  await main.getByRole('button', { name: 'Épeler' }).click();
  const heard = main.getByLabel('Mot compris (corrigez-le si besoin)');
  await expect(heard).toHaveValue('bonjour');
  await expect(heard).toBeFocused();
  await expectAccessible(page, '/voiceSpelling (heard)');
  // The learner may say it again, or correct it, before it is judged.
  await main.getByRole('button', { name: 'Épeler de nouveau' }).click();
  await expect(heard).toHaveValue('bonjour');
  await page.keyboard.press('Enter');
  await expect(main.getByTestId('spelling-verdict')).toContainText(/Bravo|Vous avez écrit «\s*bonjour\s*»/);

  // Without a recognizer (Firefox, say), the page says so and the keyboard takes over in place.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'SpeechRecognition');
    Reflect.deleteProperty(window, 'webkitSpeechRecognition');
  });
  await page.reload();
  await main.getByRole('button', { name: 'Commencer' }).click();
  await expect(main.getByText('L’épellation à voix haute n’est pas disponible ici')).toBeVisible();
  await expect(main.getByText(/Firefox/)).toBeVisible();
  await expect(main.getByLabel('Votre réponse')).toBeVisible();
  await expectAccessible(page, '/voiceSpelling (no recognizer)');
});
