import {
  AdminDeleteUserCommand, AdminDisableUserCommand, AdminEnableUserCommand, AdminGetUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient, ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { MfaSettings } from '@plume/shared/staff-mfa';
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

export interface SignIn { sub: string; email: string; name: string; enabled: boolean }

/**
 * One page of the pool's users whose `attribute` starts with `prefix` (Cognito's `^=` filter; every user without a
 * prefix). The prefix has no `"` or `\` (the request schema refuses them), so it cannot leave the filter's quotes.
 */
export async function listSignIns(query: { attribute: 'email' | 'name'; prefix?: string; limit: number; paginationToken?: string }): Promise<{ users: SignIn[]; paginationToken?: string }> {
  const { Users = [], PaginationToken } = await cognito.send(new ListUsersCommand({
    UserPoolId: env.cognitoUserPoolId,
    Limit: query.limit,
    ...(query.prefix ? { Filter: `${query.attribute} ^= "${query.prefix}"` } : {}),
    ...(query.paginationToken ? { PaginationToken: query.paginationToken } : {}),
  }));
  const users = Users.map((user) => {
    const attribute = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value ?? '';
    return { sub: attribute('sub') || user.Username!, email: attribute('email'), name: attribute('name'), enabled: user.Enabled !== false };
  });
  return { users, ...(PaginationToken ? { paginationToken: PaginationToken } : {}) };
}

/**
 * The MFA factors a user set up and the one they prefer. The pool is given by the caller: a Cognito trigger learns it
 * from its event, with no environment (its function is created before the pool's id exists).
 */
export async function mfaSettingsOf(userPoolId: string, username: string): Promise<MfaSettings> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  return { enabled: user.UserMFASettingList ?? [], preferred: user.PreferredMfaSetting };
}
