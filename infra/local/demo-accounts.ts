import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Profile } from '@plume/shared';

export const DEMO_PASSWORD = 'Plume-2026!';

interface DemoAccount {
  email: string;
  /** For passwordless sign-in by SMS code. */
  phone?: string;
  name: string;
  groups: ('admin' | 'finance')[];
  subscribed: boolean;
  family: { name: string; avatar: Profile['avatar']; ageBand: Profile['ageBand'] }[];
}

/** The accounts listed in the README, so anyone can try every role at once. */
export const demoAccounts: DemoAccount[] = [
  { email: 'abonne@plume.test', phone: '+33612345678', name: 'Camille Martin', groups: [], subscribed: true, family: [{ name: 'Léa', avatar: 'licorne', ageBand: '9-11' }, { name: 'Hugo', avatar: 'renard', ageBand: '6-8' }] },
  { email: 'gratuit@plume.test', name: 'Julien Petit', groups: [], subscribed: false, family: [] },
  { email: 'admin@plume.test', name: 'Équipe Plume', groups: ['admin'], subscribed: true, family: [] },
  { email: 'finance@plume.test', name: 'Service financier', groups: ['finance'], subscribed: false, family: [] },
];

/**
 * Creates each demo sign-in and account if missing and puts back what a demo needs (an active subscription, the family
 * profiles); safe at every start. Runs after the cloud has set the handlers' environment.
 */
export async function seedDemoAccounts(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const accounts = await import('@plume/lambdas/data/accounts');
  const { announceProfile } = await import('@plume/lambdas/accounts/profiles');
  for (const demo of demoAccounts) {
    const sub = await ensureSignIn(cognito, userPoolId, demo);
    if (await accounts.ensureAccount({ sub, email: demo.email, name: demo.name })) await announceProfile(sub, sub);
    const account = await accounts.getAccount(sub);
    if (demo.subscribed && !account?.isPremium) {
      const periodEnd = new Date(Date.now() + 365 * 86_400_000).toISOString();
      await accounts.updateAccount(sub, { isPremium: true, plan: 'yearly', periodEnd, paymentPending: false });
    }
    for (const member of demo.family) {
      if (account?.profiles.some((profile) => profile.name === member.name)) continue;
      const profile = await accounts.createProfile(sub, member);
      if (profile !== 'limit') await announceProfile(sub, profile.id);
    }
  }
}

async function ensureSignIn(cognito: CognitoIdentityProviderClient, userPoolId: string, demo: DemoAccount): Promise<string> {
  const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: demo.email })).catch((error: Error) => {
    if (error.name === 'UserNotFoundException') return undefined;
    throw error;
  });
  let attributes = existing?.UserAttributes;
  if (!existing) {
    const created = await cognito.send(new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: demo.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: demo.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: demo.name },
        ...(demo.phone ? [{ Name: 'phone_number', Value: demo.phone }, { Name: 'phone_number_verified', Value: 'true' }] : []),
      ],
    }));
    attributes = created.User?.Attributes;
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: demo.email, Password: DEMO_PASSWORD, Permanent: true }));
  }
  for (const group of demo.groups) await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: demo.email, GroupName: group }));
  const sub = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`demo account ${demo.email} has no sub`);
  return sub;
}
