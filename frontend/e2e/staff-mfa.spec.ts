import { randomUUID } from 'node:crypto';
import { AdminAddUserToGroupCommand, AdminCreateUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from './local-cloud';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD, enterTotpCode, signInWithPassword, submitPassword, totpCode } from './support';

/**
 * A new member of the finance team, added to the group by an administrator (docs/deploy.md) and who has never set up
 * an authenticator app: created through the local Cognito's admin API, as an operator would with the AWS CLI.
 */
async function newFinanceMember(baseURL: string): Promise<string> {
  const { cognito: pool } = (await (await fetch(`${baseURL}/config.json`)).json()) as { cognito: { userPoolId: string } };
  const cognito = new CognitoIdentityProviderClient({ endpoint: `${baseURL}/_cognito`, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const email = `tresorerie-${randomUUID().slice(0, 8)}@plume.test`;
  const user = { UserPoolId: pool.userPoolId, Username: email };
  await cognito.send(new AdminCreateUserCommand({ ...user, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }, { Name: 'name', Value: 'Trésorerie Plume' }] }));
  await cognito.send(new AdminSetUserPasswordCommand({ ...user, Password: DEMO_PASSWORD, Permanent: true }));
  await cognito.send(new AdminAddUserToGroupCommand({ ...user, GroupName: 'finance' }));
  return email;
}

test('a finance member without two-step verification sets it up, then is asked for the code at the next sign-in', async ({ page, baseURL }) => {
  const email = await newFinanceMember(baseURL!);

  // The password alone gives no staff rights: « Sécuriser mon compte », also from the finance pages.
  await signInWithPassword(page, email, DEMO_PASSWORD, /\/account\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sécuriser mon compte' })).toBeVisible();
  await expect(page.getByText('Votre rôle dans l’équipe Plume demande la validation en deux étapes.', { exact: false })).toBeVisible();
  await expectAccessible(page, '/account/security (staff, before set-up)');
  await page.goto('/finance/payouts');
  await expect(page).toHaveURL(/\/account\/security$/);

  // By keyboard: the button, then the key (focused), then the code, and Enter.
  const start = page.getByRole('button', { name: 'Configurer la validation en deux étapes' });
  await start.focus();
  await page.keyboard.press('Enter');
  const key = page.getByLabel('Clé de configuration');
  await expect(key).toBeFocused();
  await expect(page.getByRole('img', { name: 'Code QR à scanner avec votre application d’authentification' })).toBeVisible();
  await expectAccessible(page, '/account/security (QR code)');
  const secret = await key.inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Code à 6 chiffres')).toBeFocused();
  await page.keyboard.type(totpCode(secret));
  await page.keyboard.press('Enter');

  // The new tokens carry the finance group: the payout queue opens.
  await expect(page).toHaveURL(/\/finance\/payouts$/);
  await expect(page.getByText('La validation en deux étapes est activée.')).toBeVisible();

  await page.getByRole('button', { name: /^Menu du compte de/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);

  // Next sign-in: the password, then the authenticator app's code.
  await submitPassword(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Validation en deux étapes' })).toBeVisible();
  await expectAccessible(page, '/auth/login (authenticator code)');
  await enterTotpCode(page, secret);
  await expect(page).toHaveURL(/\/finance\/payouts$/);
});
