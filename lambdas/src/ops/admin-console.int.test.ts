import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { api, cloud, cognitoClient, documentClient, eventually, signIn, signedInUser } from '#test/cloud-client';
import { call, eventsDelivered, scanTable } from '#test/accounts';

const adminToken = () => signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);

interface Listed { uid: string; email: string; name: string; status: string; signInEnabled: boolean }

describe('admin console: accounts', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('is for admins only, and refuses a search that would break out of the filter', async () => {
    const learner = await signedInUser();
    expect((await call('admin/list_accounts', learner.idToken, {})).status).toBe(403);
    expect(await call('admin/list_accounts', admin, { search: 'a" or email ^= "' })).toMatchObject({ status: 400, body: { error: true, code: 'invalid_request' } });
    expect((await call('admin/list_accounts', admin, { search: 'x'.repeat(101) })).status).toBe(400);
    expect((await call('admin/list_accounts', admin, { field: 'phone' })).status).toBe(400);
  });

  it('finds an account by e-mail prefix (any case) or by name, with how Plume sees it', async () => {
    const learner = await signedInUser();
    const uid = (await call('get_user', learner.idToken)).body?.data.uid as string;
    const byEmail = await call('admin/list_accounts', admin, { search: learner.email.slice(0, 20).toUpperCase() });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body?.data.accounts as Listed[]).toEqual([expect.objectContaining({ uid, email: learner.email, status: 'active', signInEnabled: true })]);

    const name = `Zoé Admin-${Date.now()}`;
    await cognitoClient().send(new AdminUpdateUserAttributesCommand({ UserPoolId: cloud().userPoolId, Username: learner.email, UserAttributes: [{ Name: 'name', Value: name }] }));
    const byName = await call('admin/list_accounts', admin, { search: name.slice(0, 14), field: 'name' });
    expect((byName.body?.data.accounts as Listed[]).map((account) => account.uid)).toContain(uid);
    // Someone who signed up but never opened the app has no account in the table yet.
    const stranger = await signedInUser();
    const unseen = await call('admin/list_accounts', admin, { search: stranger.email });
    expect(unseen.body?.data.accounts).toEqual([expect.objectContaining({ email: stranger.email, status: 'missing' })]);
  });

  it('pages through every account, 60 at a time, each once', async () => {
    const seen = new Set<string>();
    let next: string | undefined;
    let pages = 0;
    do {
      const page = await call('admin/list_accounts', admin, next ? { next } : {});
      expect(page.status).toBe(200);
      const accounts = page.body?.data.accounts as Listed[];
      expect(accounts.length).toBeLessThanOrEqual(60);
      for (const account of accounts) {
        expect(seen.has(account.uid)).toBe(false);
        seen.add(account.uid);
      }
      next = page.body?.data.next;
      pages++;
    } while (next && pages < 100);
    expect(seen.size).toBeGreaterThan(0);
    expect((await call('admin/list_accounts', admin, { next: 'not-a-token' })).status).toBeLessThan(500);
  });

  it('deactivates and reactivates an account, never its own, with an audit entry naming neither person by id', async () => {
    const adminUid = (await call('get_user', admin)).body?.data.uid as string;
    expect(await call('admin/set_account_status', admin, { uid: adminUid, status: 'deactivated' })).toMatchObject({ status: 403, body: { code: 'admin_cannot_deactivate_self' } });
    expect((await call('get_user', admin)).status).toBe(200);

    const learner = await signedInUser();
    const uid = (await call('get_user', learner.idToken)).body?.data.uid as string;
    expect((await call('admin/set_account_status', admin, { uid, status: 'deactivated' })).status).toBe(200);
    const listed = await call('admin/list_accounts', admin, { search: learner.email });
    expect(listed.body?.data.accounts).toEqual([expect.objectContaining({ uid, status: 'deactivated', signInEnabled: false })]);
    expect((await call('admin/set_account_status', admin, { uid, status: 'active' })).status).toBe(200);

    const accountHash = createHash('sha256').update(uid).digest('hex');
    const entries = await eventually(
      async () => (await scanTable()).filter((item) => String(item.pk).startsWith('AUDIT#') && (item.details as { accountHash?: string } | undefined)?.accountHash === accountHash),
      (found) => found.length === 2,
    );
    expect(entries.map((entry) => (entry.details as { status: string }).status).sort()).toEqual(['active', 'deactivated']);
    expect(entries.every((entry) => entry.kind === 'account.status-changed' && entry.actor === adminUid)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(uid);
  });
});

describe('admin console: dead letters', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  // A wallet item the coin rules refuse (a string balance), planted before its account exists: the welcome-coins
  // consumer fails on this one account only. (Breaking the site-wide configuration instead made every other file
  // running beside this one answer 400 meanwhile.)
  const walletKey = (profileId: string) => ({ pk: `WALLET#${profileId}`, sk: 'WALLET' });
  const welcomeEntries = async (profileId: string) => {
    const { Items = [] } = await documentClient().send(new QueryCommand({ TableName: cloud().tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)', ExpressionAttributeValues: { ':pk': `WALLET#${profileId}`, ':ledger': 'LEDGER#' } }));
    return Items.filter((item) => item.reason === 'welcome');
  };
  const listed = async () => (await call('admin/list_dead_letters', admin, {})).body?.data.deadLetters as { messageId: string; rule: string; detail: string; error?: string }[];

  it('is for admins only, and refuses a rule or message id that is not one', async () => {
    const learner = await signedInUser();
    expect((await call('admin/list_dead_letters', learner.idToken, {})).status).toBe(403);
    expect((await call('admin/redrive_dead_letter', learner.idToken, { rule: 'welcome-coins', messageId: 'x' })).status).toBe(403);
    expect((await call('admin/redrive_dead_letter', admin, { rule: '../welcome', messageId: 'x' })).status).toBe(400);
    expect((await call('admin/redrive_dead_letter', admin, { rule: 'welcome-coins', messageId: 'x'.repeat(101) })).status).toBe(400);
    expect(await call('admin/redrive_dead_letter', admin, { rule: 'no-such-rule', messageId: 'x' })).toMatchObject({ status: 404, body: { code: 'dead_letter_not_found' } });
    expect(await call('admin/redrive_dead_letter', admin, { rule: 'welcome-coins', messageId: 'never-parked' })).toMatchObject({ status: 404, body: { code: 'dead_letter_not_found' } });
  });

  it('a consumer that failed every retry: its event is listed, redriven once the cause is fixed, and applied once', async () => {
    const { signupBonus } = (await api('/api/get_system_configurations', { body: '{}' })).body?.data.coins as { signupBonus: number };
    const deadLettersCounted = async () => {
      const { counts, deadLettersByRule } = (await call('admin/get_metrics', admin, { period: '24h' })).body?.data as { counts: { metric: string; total: number }[]; deadLettersByRule: { rule: string; count: number }[] };
      return { total: counts.find((series) => series.metric === 'DeadLetters')!.total, welcome: deadLettersByRule.find((entry) => entry.rule === 'welcome-coins')?.count ?? 0 };
    };
    const countedBefore = await deadLettersCounted();
    // Prepare: a corrupt wallet for the holder's profile (whose id is the account's sub), then the account.
    const learner = await signedInUser();
    const profileId = JSON.parse(Buffer.from(learner.idToken.split('.')[1]!, 'base64url').toString()).sub as string;
    await documentClient().send(new PutCommand({ TableName: cloud().tableName, Item: { ...walletKey(profileId), balance: 'corrupt' } }));
    expect((await call('get_user', learner.idToken)).status).toBe(200);
    await eventually(listed, (letters) => letters.some((letter) => letter.rule === 'welcome-coins' && letter.detail.includes(profileId)));
    // The cause fixed: the corrupt item removed.
    await documentClient().send(new DeleteCommand({ TableName: cloud().tableName, Key: walletKey(profileId) }));
    const parked = (await listed()).find((letter) => letter.rule === 'welcome-coins' && letter.detail.includes(profileId))!;
    expect(parked.error).toBeTruthy();
    // The metrics page counts it (the queue's NumberOfMessagesSent, read through GetMetricData), under its rule.
    const countedAfter = await deadLettersCounted();
    expect(countedAfter.total).toBeGreaterThan(countedBefore.total);
    expect(countedAfter.welcome).toBeGreaterThan(countedBefore.welcome);
    expect(await welcomeEntries(profileId)).toHaveLength(0);

    // Act: redrive it, twice at once.
    const [first, second] = await Promise.all([
      call('admin/redrive_dead_letter', admin, { rule: 'welcome-coins', messageId: parked.messageId }),
      call('admin/redrive_dead_letter', admin, { rule: 'welcome-coins', messageId: parked.messageId }),
    ]);

    // Assess: at least one put it back; the queue no longer holds it; the profile got its welcome coins once.
    expect([first.status, second.status].sort()).toContain(200);
    expect([first.status, second.status].every((status) => status === 200 || status === 404)).toBe(true);
    const credited = await eventually(() => welcomeEntries(profileId), (entries) => entries.length > 0);
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ amount: signupBonus });
    expect((await listed()).some((letter) => letter.messageId === parked.messageId)).toBe(false);
    await eventsDelivered();
    expect(await welcomeEntries(profileId)).toHaveLength(1);
    expect(await call('admin/redrive_dead_letter', admin, { rule: 'welcome-coins', messageId: parked.messageId })).toMatchObject({ status: 404 });
  });
});
