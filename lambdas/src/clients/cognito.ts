import { AdminDeleteUserCommand, AdminDisableUserCommand, AdminEnableUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env.ts';

const cognito = new CognitoIdentityProviderClient({});

/** Removes the sign-in itself; the account's data is deleted separately. Already gone (a retried deletion) is fine. */
export async function deleteSignIn(username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: env.cognitoUserPoolId, Username: username }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/** Deactivation also ends every session, so a deactivated person cannot refresh a token. */
export async function setSignInEnabled(username: string, enabled: boolean): Promise<void> {
  if (enabled) {
    await cognito.send(new AdminEnableUserCommand({ UserPoolId: env.cognitoUserPoolId, Username: username }));
    return;
  }
  await cognito.send(new AdminDisableUserCommand({ UserPoolId: env.cognitoUserPoolId, Username: username }));
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.cognitoUserPoolId, Username: username }));
}
