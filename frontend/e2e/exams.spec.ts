import { expect, test, type Browser, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

/** Picks an option of a Mantine Select (a combobox) by its name and the option's. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * The examinator demo account signs in (landing on its exams page), is told what is missing, then creates an exam of
 * 5 questions with its own key, open from now on. Returns the examinator's page.
 */
async function createExam(browser: Browser, title: string, key: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, 'examinator@plume.test', undefined, /\/examinator\/exams$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Examens (examinateur)' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nouvel examen' });
  await form.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await form.getByRole('button', { name: 'Créer l’examen' }).click();
  // The seed's 'Please select Number of Questions' and 'Please select Number of Timer', in French.
  await expect(form.getByText('Veuillez choisir le nombre de questions.')).toBeVisible();
  await expect(form.getByText('Veuillez choisir la durée en minutes.')).toBeVisible();
  await expectAccessible(page, '/examinator/exams (form refused)');
  await form.getByRole('textbox', { name: 'Clé de l’examen', exact: true }).fill(key);
  await choose(page, 'Nombre de questions', /^5$/);
  await choose(page, 'Durée', '10 minutes');
  await choose(page, 'Catégorie', /./);
  await form.getByRole('button', { name: 'Créer l’examen' }).click();
  await expect(page.getByTestId('exam-key')).toHaveText(key.replace(/-/g, ''));
  await expect(page.getByTestId('examinator-exam').filter({ hasText: title })).toHaveCount(1);
  return page;
}

/** Léa opens the exam list, agrees to the rules, types the key, and lands on the exam screen. */
async function startAsLea(browser: Browser, title: string, key: string, scan = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Léa');
  await page.goto('/quiz/exams');
  await expect(page.getByRole('heading', { level: 1, name: 'Examens' })).toBeVisible();
  await page.getByRole('button', { name: `Passer l’examen — ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('L’enregistrement de l’écran est interdit.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Commencer l’examen' }).click();
  await expect(dialog.getByText('Veuillez accepter le règlement de l’examen.')).toBeVisible();
  await expect(dialog.getByText('Veuillez saisir la clé de l’examen.')).toBeVisible();
  if (scan) await expectAccessible(page, '/quiz/exams (rules)');
  await dialog.getByRole('checkbox', { name: 'J’accepte le règlement de l’examen' }).check();
  await dialog.getByRole('textbox', { name: 'Clé de l’examen' }).fill('PASLABONNE');
  await dialog.getByRole('button', { name: 'Commencer l’examen' }).click();
  await expect(page.getByText('Clé d’examen invalide.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Clé de l’examen' }).fill(key.toLowerCase());
  await dialog.getByRole('button', { name: 'Commencer l’examen' }).click();
  await expect(page).toHaveURL(/\/quiz\/exams\/attempt\/[^/]+$/);
  await expect(page.getByTestId('exam-question')).toHaveCount(5);
  await expect(page.getByText('L’enregistrement de l’écran est interdit')).toBeVisible();
  return page;
}

/** What the browser says when the page is hidden (another tab, the app minimized, the phone locked) or shown again. */
async function setPageHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('an examinator creates an exam; Léa agrees to the rules, enters the key, answers and sees her result', async ({ browser }) => {
  const title = `Examen blanc ${Date.now().toString(36)}`;
  const examinator = await createExam(browser, title, 'BLANC-2026');
  await expectAccessible(examinator, '/examinator/exams (created)');

  const lea = await startAsLea(browser, title, 'BLANC-2026', true);
  await expect(lea.getByTestId('exam-countdown')).toHaveText(/^(10:00|09:\d\d)$/);
  await expectAccessible(lea, '/quiz/exams/attempt/:attemptId (exam)');
  for (const question of await lea.getByTestId('exam-question').all()) await question.getByRole('radio').first().check();
  await expect(lea.getByText('5 sur 5 répondues')).toBeVisible();
  await lea.getByRole('button', { name: 'Rendre la copie' }).click();
  // Asked to confirm, in place of the first button.
  await expect(lea.getByText('Questions sans réponse', { exact: false })).toBeVisible();
  await lea.getByRole('button', { name: 'Rendre la copie' }).click();
  await expect(lea.getByRole('heading', { name: `Résultat — ${title}` })).toBeVisible();
  await expect(lea.getByTestId('exam-total')).toHaveText('5');
  const correct = Number(await lea.getByTestId('exam-correct').textContent());
  await expect(lea.getByTestId('exam-incorrect')).toHaveText(String(5 - correct));
  await expect(lea.getByTestId('exam-marks')).toHaveText(`${correct} / 5`);
  await expectAccessible(lea, '/quiz/exams/attempt/:attemptId (result)');

  // One attempt per key and profile: the list now offers the result, not a second try.
  await lea.goto('/quiz/exams');
  await expect(lea.getByRole('link', { name: `Voir le résultat — ${title}` })).toBeVisible();

  await examinator.getByRole('link', { name: title }).click();
  const attempt = examinator.getByTestId('examinator-attempt');
  await expect(attempt).toContainText('Léa');
  await expect(attempt).toContainText('Copie rendue');
  await expectAccessible(examinator, '/examinator/exams/:examId (attempts)');
});

test('the exam completes by itself after the page is hidden for more than 5 seconds, and the examinator is told', async ({ browser }) => {
  const title = `Examen surveillé ${Date.now().toString(36)}`;
  const examinator = await createExam(browser, title, 'SURVEILLE1');
  const lea = await startAsLea(browser, title, 'SURVEILLE1');
  await lea.getByTestId('exam-question').first().getByRole('radio').first().check();

  // Hidden 2 s, then back: recorded, but the exam goes on.
  await setPageHidden(lea, true);
  await lea.waitForTimeout(2_000);
  await setPageHidden(lea, false);
  await lea.waitForTimeout(1_000);
  await expect(lea.getByTestId('exam-question')).toHaveCount(5);

  // Hidden, and not back within 5 s: the exam ends and the result shows.
  await setPageHidden(lea, true);
  await expect(lea.getByRole('heading', { name: `Résultat — ${title}` })).toBeVisible();
  await expect(lea.getByText(/^Examen terminé\s:\spage quittée$/)).toBeVisible();
  await setPageHidden(lea, false);
  await expectAccessible(lea, '/quiz/exams/attempt/:attemptId (ended by a violation)');

  await examinator.reload();
  await expect(examinator.getByTestId('violation-feed')).toContainText(new RegExp(`Léa \\(${title}\\)\\s:\\spage masquée`));
  await expect(examinator.getByTestId('violation-feed').filter({ hasText: 'examen terminé' })).toBeVisible();
  await examinator.getByRole('link', { name: title }).click();
  const attempt = examinator.getByTestId('examinator-attempt');
  await expect(attempt).toContainText(/Terminé\s:\spage quittée/);
  await expect(attempt.getByRole('listitem')).toHaveCount(2);
});
