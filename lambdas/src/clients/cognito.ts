import {
  AdminDeleteUserCommand, AdminDisableUserCommand, AdminEnableUserCommand, AdminGetUserCommand, AdminLinkProviderForUserCommand, AdminListGroupsForUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient,
  ListUsersCommand,
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

/** A user of the pool with an e-mail address: whether it is a provider's (`EXTERNAL_PROVIDER`) and the address verified. */
export interface UserWithEmail { username: string; external: boolean; emailVerified: boolean }

/**
 * The pool's users with exactly this e-mail address (at most a few: one per way of signing in). The pool is given by
 * the caller (a trigger learns it from its event); an address with `"` or `\` matches nobody (it could leave the filter).
 */
export async function usersWithEmail(userPoolId: string, email: string): Promise<UserWithEmail[]> {
  if (/["\\]/.test(email)) return [];
  const { Users = [] } = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"`, Limit: 10 }));
  return Users.map((user) => ({
    username: user.Username!,
    external: user.UserStatus === 'EXTERNAL_PROVIDER',
    emailVerified: user.Attributes?.some((attribute) => attribute.Name === 'email_verified' && attribute.Value === 'true') ?? false,
  }));
}

/** Links a provider's identity (its subject) to a user of the pool's own, who is then signed in by that provider. */
export async function linkIdentity(userPoolId: string, username: string, identity: { provider: string; subject: string }): Promise<void> {
  await cognito.send(new AdminLinkProviderForUserCommand({
    UserPoolId: userPoolId,
    DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: username },
    SourceUser: { ProviderName: identity.provider, ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: identity.subject },
  }));
}

/** The groups of a user of the pool (a staff member has at most a few; Cognito pages them by 60). */
export async function groupsOf(userPoolId: string, username: string): Promise<string[]> {
  const { Groups = [] } = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username, Limit: 60 }));
  return Groups.map((group) => group.GroupName!);
}
