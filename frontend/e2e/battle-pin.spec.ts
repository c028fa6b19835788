import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { playAs } from './battle-support';

/*
 * A PIN-protected profile in battles (docs/battles.md, « PIN-protected profiles »): the subscriber adds a profile with a
 * code, opens it on the profile choice with that code, and creates a duel room and a group room with it. The frames
 * that seat a player carry the unlock the code gave this tab; before, the server refused every seat of such a profile
 * (« Ce profil est protégé par un code : saisissez-le pour continuer. »).
 */
test('a PIN-protected profile, opened with its code, creates a duel room and a group room', async ({ page }) => {
  await playAs(page, 'Léa');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Ajouter un profil' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Prénom ou surnom').fill('Verrou');
  await form.getByLabel('Code à 4 chiffres (facultatif)', { exact: true }).fill('4821');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  try {
    await page.goto('/profileselector');
    await page.getByRole('button', { name: 'Verrou (protégé par un code)', exact: true }).click();
    const prompt = page.getByRole('dialog');
    await prompt.getByLabel('Code à 4 chiffres', { exact: true }).fill('4821');
    await prompt.getByRole('button', { name: 'Ouvrir le profil' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/quiz/battle');
    await page.getByRole('button', { name: 'Créer une salle' }).click();
    await expect(page).toHaveURL(/\/quiz\/battle\/room\/[A-Z2-9]{6}$/);
    await expect(page.getByTestId('room-code')).toHaveText(/^[A-Z2-9]{6}$/);
    await expectAccessible(page, '/quiz/battle/room/:code (a PIN-protected profile\'s lobby)');

    await page.goto('/quiz/group-battle');
    await page.getByRole('region', { name: 'Créer une salle de groupe' }).getByRole('button', { name: 'Créer une salle' }).click();
    await expect(page).toHaveURL(/\/quiz\/group-battle\/room\/[A-Z2-9]{6}$/);
    await expect(page.getByTestId('room-code')).toHaveText(/^[A-Z2-9]{6}$/);
    await expect(page.getByText('Ce profil est protégé par un code')).toHaveCount(0);
  } finally {
    // The demo family goes back to its two children for the specs after this one.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Supprimer Verrou' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('button', { name: 'Supprimer Verrou' })).toHaveCount(0);
  }
});
