import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Profile } from '@plume/shared';
import type { LocalCognito } from './cognito.ts';

export const DEMO_PASSWORD = 'Plume-2026!';

interface DemoAccount {
  email: string;
  /** For passwordless sign-in by SMS code. */
  phone?: string;
  name: string;
  groups: ('admin' | 'finance' | 'examinator')[];
  subscribed: boolean;
  /** Family profiles, each with demo coins given once (added profiles get no welcome coins: docs/economy.md). */
  family: { name: string; avatar: Profile['avatar']; ageBand: Profile['ageBand']; coins?: number }[];
  /** Coins on the holder's profile, given once (enough to try a payout request on /quiz/wallet). */
  coins?: number;
  /**
   * Staff sign in with an authenticator app's code (docs/deploy.md, « Staff and MFA »): the demo staff accounts have
   * this TOTP key (base32) set up, printed at start for people to add to their app, and used by the journeys to
   * compute the code. Demo keys, public on purpose, like the password.
   */
  totpSecret?: string;
}

/** The accounts listed in the README, so anyone can try every role at once. */
export const demoAccounts: DemoAccount[] = [
  { email: 'abonne@plume.test', phone: '+33612345678', name: 'Camille Martin', groups: [], subscribed: true, family: [{ name: 'Léa', avatar: 'licorne', ageBand: '9-11', coins: 200 }, { name: 'Hugo', avatar: 'renard', ageBand: '6-8', coins: 200 }], coins: 12_000 },
  { email: 'gratuit@plume.test', name: 'Julien Petit', groups: [], subscribed: false, family: [] },
  { email: 'admin@plume.test', name: 'Équipe Plume', groups: ['admin'], subscribed: true, family: [], totpSecret: 'PLUMEDEMOADMINTOTPSECRETKEYAAAAA' },
  { email: 'finance@plume.test', name: 'Service financier', groups: ['finance'], subscribed: false, family: [], totpSecret: 'PLUMEDEMOFINANCETOTPSECRETKEYAAA' },
  { email: 'examinator@plume.test', name: 'Examinatrice Plume', groups: ['examinator'], subscribed: false, family: [], totpSecret: 'PLUMEDEMOEXAMINATORTOTPSECRETKEY' },
];

/**
 * Creates each demo sign-in if missing (staff with their authenticator key set up), then hands the accounts to the
 * `deploy/seed-demo-accounts` handler, which writes the account data (subscription, family profiles) through the
 * modules that own it; safe at every start.
 */
export async function seedDemoAccounts(
  cognito: CognitoIdentityProviderClient, userPoolId: string, invoke: (handler: string, event: unknown) => Promise<unknown>, localCognito: Pick<LocalCognito, 'setUpTotp'>,
): Promise<void> {
  const accounts = [];
  for (const demo of demoAccounts) {
    const sub = await ensureSignIn(cognito, userPoolId, demo);
    if (demo.totpSecret) await localCognito.setUpTotp(userPoolId, demo.email, demo.totpSecret);
    accounts.push({ sub, email: demo.email, name: demo.name, subscribed: demo.subscribed, family: demo.family, coins: demo.coins ?? 0 });
  }
  await invoke('deploy/seed-demo-accounts', { accounts });
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
