import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { api, cloud, cognitoClient, documentClient, eventually, signIn, signedInUser } from '#test/cloud-client';
import { ACCOUNT_ACCESS_MAX_AGE_MS } from '#runtime/account-access';
import { call, premiumAccount } from '#test/accounts';

function openSocket(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${cloud().url.replace(/^http/, 'ws')}/ws?token=${token}`);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('accounts and family profiles', () => {
  let user: { email: string; idToken: string };
  beforeAll(async () => {
    user = await signedInUser();
  });

  it('creates the account with the holder profile on first read, and only once', async () => {
    const [first, second] = await Promise.all([call('get_user', user.idToken), call('get_user', user.idToken)]);
    expect(first.status).toBe(200);
    expect(first.body?.data).toMatchObject({ email: user.email, accountType: 'holder', status: 'active', isNewUser: true, isPremium: false, paymentPending: false });
    expect(first.body?.data.profiles).toHaveLength(1);
    expect(first.body?.data.profiles[0]).toMatchObject({ isHolder: true, avatar: 'plume', hasPin: false });
    expect(second.body?.data.profiles).toHaveLength(1);
  });

  it('never holds more than 6 profiles, even when many are created at once', async () => {
    const parent = await signedInUser();
    await call('get_user', parent.idToken);
    const attempts = await Promise.all(
      Array.from({ length: 9 }, (_, i) => call('create_profile', parent.idToken, { name: `Enfant ${i}`, avatar: 'hibou', ageBand: '6-8' })),
    );
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = attempts.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.body).toMatchObject({ error: true, code: 'profile_limit' });
    expect((await call('get_user', parent.idToken)).body?.data.profiles).toHaveLength(6);
  });

  it('updates a profile, guards it with a PIN, and deletes it but never the holder', async () => {
    const { body: created } = await call('create_profile', user.idToken, { name: 'Zoé', avatar: 'chat', ageBand: '3-5', pin: '2468' });
    const profileId = created?.data.id as string;
    expect(created?.data).toMatchObject({ name: 'Zoé', hasPin: true, isHolder: false });
    expect(JSON.stringify(created)).not.toContain('2468');

    const renamed = await call('update_profile', user.idToken, { profileId, name: 'Zoé B.', ageBand: '6-8' });
    expect(renamed.body).toMatchObject({ error: false, message: 'Mis à jour avec succès', data: { name: 'Zoé B.', ageBand: '6-8', hasPin: true } });

    expect((await call('verify_profile_pin', user.idToken, { profileId, pin: '1111' })).body).toMatchObject({ error: true, code: 'profile_pin_wrong' });
    expect((await call('verify_profile_pin', user.idToken, { profileId, pin: '2468' })).status).toBe(200);

    const holderId = (await call('get_user', user.idToken)).body?.data.profiles[0].id;
    expect((await call('delete_profile', user.idToken, { profileId: holderId })).status).toBe(409);
    expect((await call('delete_profile', user.idToken, { profileId })).body).toMatchObject({ error: false, message: 'Supprimé avec succès' });
    expect((await call('delete_profile', user.idToken, { profileId })).status).toBe(404);
    expect((await call('get_user', user.idToken)).body?.data.profiles).toHaveLength(1);
  });

  it("cannot touch another account's profile", async () => {
    const other = await signedInUser();
    await call('get_user', other.idToken);
    const { body } = await call('create_profile', user.idToken, { name: 'Mien', avatar: 'panda', ageBand: '12-14' });
    expect((await call('update_profile', other.idToken, { profileId: body?.data.id, name: 'Volé' })).status).toBe(404);
    expect((await call('delete_profile', other.idToken, { profileId: body?.data.id })).status).toBe(404);
  });

  it("changes the holder's name and language and answers the account; an account not yet created is not found, in French", async () => {
    const holder = await signedInUser();
    for (const patch of [{ language: 'en' }, {}]) {
      expect(await call('update_user', holder.idToken, patch)).toMatchObject({ status: 404, body: { error: true, code: 'account_not_found', message: "Ce compte n'existe pas." } });
    }
    await call('get_user', holder.idToken);

    const updated = await call('update_user', holder.idToken, { name: 'Camille Martin', language: 'en' });

    expect(updated).toMatchObject({ status: 200, body: { error: false, code: 'successfully_updated', data: { email: holder.email, name: 'Camille Martin', language: 'en' } } });
    expect((await call('get_user', holder.idToken)).body?.data).toMatchObject({ name: 'Camille Martin', language: 'en' });
  });

  it('refuses bad input without writing anything', async () => {
    for (const payload of [{ name: '', avatar: 'hibou', ageBand: '6-8' }, { name: 'A', avatar: 'dragon', ageBand: '6-8' }, { name: 'A', avatar: 'hibou', ageBand: '6-8', pin: '12' }, { name: 'A', avatar: 'hibou', ageBand: '6-8', isHolder: true }]) {
      const response = await call('create_profile', user.idToken, payload);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: true, code: 'invalid_request' });
    }
    const grant = await call('update_user', user.idToken, { isPremium: true });
    expect(grant.status).toBe(400);
    expect((await call('get_user', user.idToken)).body?.data.isPremium).toBe(false);
  });

  it('clears the new-user flag', async () => {
    await call('clear_new_user', user.idToken);
    expect((await call('get_user', user.idToken)).body?.data.isNewUser).toBe(false);
  });
});

describe('checkSubscription', () => {
  it('needs a token', async () => {
    expect((await api('/api/checkSubscription', { body: JSON.stringify({ email: 'abonne@plume.test' }) })).status).toBe(401);
  });

  it("refuses another person's e-mail with 403", async () => {
    const user = await signedInUser();
    const response = await call('checkSubscription', user.idToken, { email: 'abonne@plume.test' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: true, code: 'subscription_email_mismatch' });
  });

  it('answers isActive for the caller: false for a new account, true for the demo subscriber', async () => {
    const user = await signedInUser();
    expect((await call('checkSubscription', user.idToken, { email: user.email.toUpperCase() })).body?.data).toEqual({ isActive: false, message: "Vous n'avez pas d'abonnement actif." });
    const token = await signIn(cognitoClient(), cloud().userPoolClientId, 'abonne@plume.test', cloud().demoPassword);
    expect((await call('checkSubscription', token, { email: 'abonne@plume.test' })).body?.data).toMatchObject({ isActive: true });
    const account = (await call('get_user', token)).body?.data;
    expect(account).toMatchObject({ isPremium: true, plan: 'yearly' });
    expect(account.profiles.map((p: { name: string }) => p.name)).toEqual(['Camille Martin', 'Léa', 'Hugo']);
  });
});

describe('account deactivation and deletion', () => {
  it('an admin deactivates an account: its requests are refused and it cannot sign in again', async () => {
    const learner = await signedInUser();
    const uid = (await call('get_user', learner.idToken)).body?.data.uid;
    const admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    expect((await call('admin/set_account_status', learner.idToken, { uid, status: 'deactivated' })).status).toBe(403);
    expect((await call('admin/set_account_status', admin, { uid, status: 'deactivated' })).status).toBe(200);

    const refused = await call('get_user', learner.idToken);
    expect(refused).toMatchObject({ status: 403, body: { error: true, message: "Votre compte a été désactivé ! Veuillez contacter l'administrateur." } });
    await expect(signIn(cognitoClient(), cloud().userPoolClientId, learner.email)).rejects.toThrow();

    expect((await call('admin/set_account_status', admin, { uid, status: 'active' })).status).toBe(200);
    expect((await call('get_user', learner.idToken)).status).toBe(200);
  });

  it('a deactivated account loses its WebSocket and its moves in a game already started, until reactivated', async () => {
    const learner = await premiumAccount();
    const admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    const { gameId } = (await call('start_quiz', learner.token, { profileId: learner.uid, mode: 'true-false' })).body!.data;
    expect((await call('next_question', learner.token, { gameId, index: 0 })).status).toBe(200);
    const socket = await openSocket(learner.token);
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));

    // A move reads the account's status through its Lambda process's cache of at most 60 s (account-access.ts); the
    // local cloud runs several processes, and a change forgets the entry only in the one that made it. So moves are
    // refused once every entry read before the change has aged out, and admitted again, at the latest, as long after.
    expect((await call('admin/set_account_status', admin, { uid: learner.uid, status: 'deactivated' })).status).toBe(200);
    const everyEntryAged = Date.now() + ACCOUNT_ACCESS_MAX_AGE_MS;
    expect(await closed).toBe(1000);
    await expect(openSocket(learner.token)).rejects.toThrow('HTTP 403');
    await new Promise((resolve) => setTimeout(resolve, everyEntryAged - Date.now()));
    expect(await call('answer_quiz', learner.token, { gameId, index: 0, choice: 0 })).toMatchObject({ status: 403, body: { code: 'account_deactivated' } });
    expect((await call('get_game', learner.token, { gameId })).status).toBe(403);

    expect((await call('admin/set_account_status', admin, { uid: learner.uid, status: 'active' })).status).toBe(200);
    // The game is readable again as soon as a process reads the account anew (its open question's time is long past).
    const game = await eventually(() => call('get_game', learner.token, { gameId }), (response) => response.status !== 403, ACCOUNT_ACCESS_MAX_AGE_MS + 30_000);
    expect(game.status).toBe(200);
    (await openSocket(learner.token)).close();
  });

  it('deletes the account: its data and its sign-in', async () => {
    const leaving = await signedInUser();
    await call('create_profile', leaving.idToken, { name: 'Petit', avatar: 'tortue', ageBand: '3-5' }).catch(() => undefined);
    await call('get_user', leaving.idToken);
    expect((await call('delete_account', leaving.idToken, {})).status).toBe(400);
    expect((await call('delete_account', leaving.idToken, { confirm: true })).body).toMatchObject({ error: false, message: 'Supprimé avec succès' });
    await expect(signIn(cognitoClient(), cloud().userPoolClientId, leaving.email)).rejects.toThrow();
  });
});

describe('contact form', () => {
  it('stores a valid message without sign-in and refuses an invalid one', async () => {
    const ok = await api('/api/contact', { body: JSON.stringify({ name: 'Marie', email: 'marie@exemple.fr', subject: 'question', message: 'Bonjour, le mode famille marche-t-il sur tablette ?' }) });
    expect(ok).toMatchObject({ status: 201, body: { error: false, message: 'Merci ! Votre message a bien été envoyé. Nous vous répondons sous deux jours ouvrés.' } });
    const bad = await api('/api/contact', { body: JSON.stringify({ name: 'M', email: 'pas-un-email', subject: 'spam', message: 'court' }) });
    expect(bad.status).toBe(400);
    expect(bad.body?.data.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('answers a message whose honeypot is filled as sent, and keeps nothing of it', async () => {
    const stored = async (email: string) =>
      ((await documentClient().send(new QueryCommand({ TableName: cloud().tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', FilterExpression: 'email = :email', ExpressionAttributeValues: { ':pk': 'CONTACT', ':email': email } }))).Items ?? []);
    const person = `personne-${Date.now()}@exemple.fr`;
    const robot = `robot-${Date.now()}@exemple.fr`;
    const message = { subject: 'question', message: 'Bonjour, les dictées existent-elles pour le CE1 ?' };

    const kept = await api('/api/contact', { body: JSON.stringify({ name: 'Personne', email: person, ...message, website: '' }) });
    const dropped = await api('/api/contact', { body: JSON.stringify({ name: 'Robot', email: robot, ...message, website: 'https://spam.example' }) });

    expect(dropped).toMatchObject({ status: kept.status, body: { error: false, message: kept.body?.message, data: { id: expect.any(String) } } });
    expect(await stored(robot)).toEqual([]);
    expect(await stored(person)).toEqual([expect.objectContaining({ name: 'Personne', subject: 'question', status: 'new' })]);
    expect((await stored(person))[0]).not.toHaveProperty('website');
  });
});
