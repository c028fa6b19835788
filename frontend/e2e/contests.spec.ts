import { expect, test, type Page } from './local-cloud';
import { expectAccessible } from './axe';
import { chooseProfile, signInWithPassword } from './support';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` input holds it (the browser's time zone, to the minute). */
const localInput = (at: number) => {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Answers every question of the game on screen (the first option each time) until its result. */
async function playToTheEnd(page: Page) {
  const answers = page.getByRole('group', { name: 'Réponses' });
  const result = page.getByRole('heading', { name: 'Partie terminée !' });
  for (let question = 1; question <= 50; question++) {
    await expect(answers.getByRole('button').first().or(result)).toBeVisible();
    if (await result.isVisible()) return;
    await answers.getByRole('button').first().click();
    const next = page.getByRole('button', { name: /^(Question suivante|Voir le résultat)$/ });
    await expect(next.or(result).or(page.getByText(new RegExp(`^Question ${question + 1} / \\d+$`)))).toBeVisible();
    if (await next.isVisible()) await next.click();
  }
  throw new Error('the contest game did not end');
}

/**
 * An admin creates a contest that starts now; the subscriber finds it among the live contests, enters it (the fee and
 * the balance are shown first), plays its one game on the quiz's play page and sees the contest leaderboard.
 */
test('an admin opens a contest; a subscriber enters, plays once and sees the leaderboard', async ({ browser }) => {
  const title = `Concours e2e ${Date.now()}`;
  const admin = await (await browser.newContext()).newPage();
  await signInWithPassword(admin, 'admin@plume.test', undefined, /\/admin$/);
  await admin.goto('/admin/contests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Concours' })).toBeVisible();
  await expectAccessible(admin, '/admin/contests');
  await admin.getByRole('button', { name: 'Nouveau concours' }).click();
  const form = admin.getByRole('dialog', { name: 'Nouveau concours' });
  await form.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Dix questions d’orthographe, une seule partie.');
  await form.getByRole('textbox', { name: 'Début', exact: true }).fill(localInput(Date.now() - 60_000));
  await form.getByRole('textbox', { name: 'Fin', exact: true }).fill(localInput(Date.now() + 86_400_000));
  await form.getByRole('textbox', { name: 'Inscription (pièces)', exact: true }).fill('20');
  await expectAccessible(admin, '/admin/contests (new contest)');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('En cours');

  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, 'abonne@plume.test');
  await chooseProfile(page, 'Camille Martin');
  await page.goto('/quiz');
  await page.getByRole('link', { name: /^Concours/ }).click();
  await expect(page).toHaveURL(/\/quiz\/contests$/);
  await expect(page.getByRole('tab', { name: /^En cours/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(/Inscription\s:\s20 pièces/);
  await expectAccessible(page, '/quiz/contests');

  await card.getByRole('button', { name: 'Participer' }).click();
  const confirm = page.getByRole('dialog', { name: /^Participer à/ });
  await expect(confirm).toContainText(/L’inscription coûte 20 pièces\. Vous en avez [\d\s  ]+/);
  await expectAccessible(page, '/quiz/contests (confirm entry)');
  await confirm.getByRole('button', { name: 'Confirmer l’inscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Inscrit', { exact: true })).toBeVisible();

  await card.getByRole('link', { name: 'Jouer' }).click();
  await expect(page).toHaveURL(/\/quiz\/contest\/play\?contestId=[^&]+/);
  await expectAccessible(page, 'contest playboard');
  await playToTheEnd(page);
  await expectAccessible(page, 'contest result');
  // One game per contest: the result offers no replay.
  await expect(page.getByRole('button', { name: 'Rejouer' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Retour aux concours' }).click();
  await expect(page.getByRole('article', { name: title })).toContainText('Partie jouée');
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Voir le classement' }).click();
  await expect(page).toHaveURL(/\/quiz\/contests\/[^/]+\/leaderboard$/);
  await expect(page.getByText(/^Votre résultat\s:\s1ʳᵉ place/)).toBeVisible();
  await expect(page.getByRole('table', { name: new RegExp(`Classement de «\\s${title}\\s»`) })).toContainText('Camille');
  await expectAccessible(page, 'contest leaderboard');
});
