import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cloud, documentClient } from '#test/cloud-client';
import { call, premiumAccount } from '#test/accounts';

const unlockHeader = (...tokens: string[]) => ({ 'x-plume-profile-unlock': tokens.join(',') });

/** Every route that acts as a profile, with a body that is valid for it. */
const perProfileCalls = (profileId: string): [string, Record<string, unknown>][] => [
  ['start_quiz', { profileId, mode: 'true-false' }],
  ['get_statistics', { profileId }],
  ['get_badges', { profileId }],
  ['get_coin_history', { profileId }],
  ['get_notifications', { profileId }],
  ['mark_notifications_read', { profileId }],
  ['get_bookmarks', { profileId }],
  ['remove_bookmark', { profileId, bookmarkId: 'q-1' }],
  ['get_leaderboard', { profileId, period: 'daily' }],
  ['get_daily_quiz', { profileId }],
  ['get_levels', { profileId, category: 'orthographe', subcategory: 'accords' }],
  ['get_math_mania_levels', { profileId }],
  ['get_fun_and_learn', { profileId }],
  ['bookmark_question', { profileId, gameId: 'g-1', index: 0 }],
  ['report_question', { profileId, gameId: 'g-1', index: 0, reason: 'typo' }],
];

describe('profile PINs are enforced by the server', () => {
  let account: { token: string; uid: string };
  let childId: string;
  let unlock: string;

  beforeAll(async () => {
    account = await premiumAccount();
    childId = (await call('create_profile', account.token, { name: 'Zoé', avatar: 'chat', ageBand: '6-8', pin: '2468' })).body?.data.id;
    const verified = await call('verify_profile_pin', account.token, { profileId: childId, pin: '2468' });
    expect(verified.body).toMatchObject({ error: false, data: { profileId: childId, unlock: expect.any(String), expiresAt: expect.any(String) } });
    unlock = verified.body?.data.unlock;
  });

  it('refuses every per-profile route without the unlock, with a clear message, and opens them with it', async () => {
    for (const [path, body] of perProfileCalls(childId)) {
      const refused = await call(path, account.token, body);
      expect(refused, path).toMatchObject({ status: 403, body: { code: 'profile_unlock_required', message: 'Ce profil est protégé par un code : saisissez-le pour continuer.' } });
      const allowed = await call(path, account.token, body, unlockHeader(unlock));
      expect(allowed.body?.code, path).not.toBe('profile_unlock_required');
      expect(allowed.status, `${path}: ${JSON.stringify(allowed.body)}`).toBeLessThan(500);
    }
  });

  it("never echoes an unlock back: `me` answers the token's claims only", async () => {
    const me = await api('/api/me', { method: 'GET', token: account.token, headers: unlockHeader(unlock) });

    expect(me.status).toBe(200);
    expect(Object.keys(me.body?.data).sort()).toEqual(['email', 'groups', 'sub']);
    expect(JSON.stringify(me.body)).not.toContain(unlock);
  });

  it('a game started with the unlock keeps working for its moves', async () => {
    const started = await call('start_quiz', account.token, { profileId: childId, mode: 'true-false' }, unlockHeader(unlock));
    expect(started.status).toBe(201);
    const { gameId } = started.body!.data;
    expect((await call('next_question', account.token, { gameId, index: 0 })).status).toBe(200);
    expect((await call('answer_quiz', account.token, { gameId, index: 0, choice: 0 })).status).toBe(200);
  });

  it('an unlock opens only its own profile of its own account, and a new PIN voids it', async () => {
    const sibling = (await call('create_profile', account.token, { name: 'Léo', avatar: 'hibou', ageBand: '9-11', pin: '1357' })).body?.data.id;
    expect((await call('get_statistics', account.token, { profileId: sibling }, unlockHeader(unlock))).status).toBe(403);
    const siblingUnlock = (await call('verify_profile_pin', account.token, { profileId: sibling, pin: '1357' })).body?.data.unlock;
    // Both unlocks in one header: each profile is opened by its own.
    expect((await call('get_statistics', account.token, { profileId: sibling }, unlockHeader(unlock, siblingUnlock))).status).toBe(200);
    const other = await premiumAccount();
    expect((await call('get_statistics', other.token, { profileId: other.uid }, unlockHeader(unlock))).status).toBe(200);
    expect((await call('get_statistics', other.token, { profileId: childId }, unlockHeader(unlock))).status).toBe(404);

    expect((await call('update_profile', account.token, { profileId: sibling, pin: '9999' }, unlockHeader(siblingUnlock))).status).toBe(200);
    expect((await call('get_statistics', account.token, { profileId: sibling }, unlockHeader(siblingUnlock))).body?.code).toBe('profile_unlock_required');
    await call('delete_profile', account.token, { profileId: sibling }, unlockHeader((await call('verify_profile_pin', account.token, { profileId: sibling, pin: '9999' })).body?.data.unlock));
  });

  it("a protected profile's PIN is removed only as that profile or as a holder who proved their own PIN", async () => {
    const holderPin = await call('update_profile', account.token, { profileId: account.uid, pin: '8080' });
    expect(holderPin.body?.data).toMatchObject({ hasPin: true });
    expect(await call('update_profile', account.token, { profileId: childId, pin: null })).toMatchObject({ status: 403, body: { code: 'profile_unlock_required' } });
    expect((await call('delete_profile', account.token, { profileId: childId })).status).toBe(403);
    expect((await call('delete_account', account.token, { confirm: true })).status).toBe(403);
    const holderUnlock = (await call('verify_profile_pin', account.token, { profileId: account.uid, pin: '8080' })).body?.data.unlock;
    expect((await call('update_profile', account.token, { profileId: childId, name: 'Zoé B.' }, unlockHeader(holderUnlock))).status).toBe(200);
    expect((await call('update_profile', account.token, { profileId: account.uid, pin: null }, unlockHeader(holderUnlock))).status).toBe(200);
  });

  it('10 wrong PINs sent at once get 5 tries at most, then the profile is locked for 15 minutes, even for the right PIN', async () => {
    const locked = (await call('create_profile', account.token, { name: 'Max', avatar: 'panda', ageBand: '12-14', pin: '4321' })).body?.data.id;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call('verify_profile_pin', account.token, { profileId: locked, pin: String(1000 + i) })));
    const wrong = answers.filter((answer) => answer.body?.code === 'profile_pin_wrong');
    const refused = answers.filter((answer) => answer.body?.code === 'profile_pin_locked');
    // Tries 1 to 4 are told they are wrong, the 5th that it locked the profile, the others are refused unchecked.
    expect(wrong).toHaveLength(4);
    expect(refused).toHaveLength(6);
    expect(wrong.map((answer) => answer.body?.data.triesLeft).sort()).toEqual([1, 2, 3, 4]);
    const right = await call('verify_profile_pin', account.token, { profileId: locked, pin: '4321' });
    expect(right).toMatchObject({ status: 423, body: { message: "Trop d'essais : ce profil est verrouillé pendant 15 minutes.", data: { lockedUntil: expect.any(String) } } });
    const reopens = Date.parse(right.body?.data.lockedUntil) - Date.now();
    expect(reopens).toBeGreaterThan(14 * 60_000);
    expect(reopens).toBeLessThanOrEqual(15 * 60_000);

    // Fifteen minutes later (the lock moved to the past): the right PIN opens it and the count starts again.
    await documentClient().send(new UpdateCommand({
      TableName: cloud().tableName, Key: { pk: `USER#${account.uid}`, sk: `PROFILE#${locked}` }, UpdateExpression: 'SET pinLockedUntil = :past', ExpressionAttributeValues: { ':past': Date.now() - 1_000 },
    }));
    expect((await call('verify_profile_pin', account.token, { profileId: locked, pin: '4321' })).status).toBe(200);
    expect((await call('verify_profile_pin', account.token, { profileId: locked, pin: '0000' })).body).toMatchObject({ code: 'profile_pin_wrong', data: { triesLeft: 4 } });
    expect((await call('verify_profile_pin', account.token, { profileId: locked, pin: '4321' })).status).toBe(200);
    expect((await call('verify_profile_pin', account.token, { profileId: locked, pin: '0000' })).body?.data.triesLeft).toBe(4);
  });
});
