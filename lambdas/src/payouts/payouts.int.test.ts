import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, documentClient, eventually, signedInUser } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, premiumAccount, scanTable } from '#test/accounts';

const iban = { method: 'iban', iban: 'FR76 3000 6000 0112 3456 7890 189', holder: 'Claire Martin' } as const;
const paypal = { method: 'paypal', email: 'claire@example.fr' } as const;

/** Coins given the way every credit is given, through the ledger (a game would take minutes to earn this many). */
async function grant(profileId: string, coins: number) {
  const { moveCoins } = await import('#wallet/data/wallet');
  expect((await moveCoins(profileId, coins, 'test_grant', `test-grant:${profileId}:${coins}:${Math.random()}`)).status).toBe('applied');
}

/** A credit from a named ledger reason (a source, a return, or one nobody placed), as the game that pays it writes it. */
async function credit(profileId: string, coins: number, reason: string) {
  const { moveCoins } = await import('#wallet/data/wallet');
  const moved = await moveCoins(profileId, coins, reason, `test-credit:${profileId}:${reason}:${Math.random()}`);
  if (moved.status !== 'applied') throw new Error(`credit ${reason}: ${moved.status}`);
  return moved.entry;
}

/** Moves the account's 48-hour guard into the past, as if its last request were older. */
async function ageLastRequest(uid: string, hours: number) {
  await documentClient().send(new UpdateCommand({
    TableName: cloud().tableName, Key: { pk: `WALLET#${uid}`, sk: 'PAYOUT_GUARD' },
    UpdateExpression: 'SET lastRequestAt = lastRequestAt - :shift', ExpressionAttributeValues: { ':shift': hours * 3_600_000 },
  }));
}

const ledgerSum = async (profileId: string) => {
  const entries = (await scanTable()).filter((item) => item.pk === `WALLET#${profileId}` && String(item.sk).startsWith('LEDGER#'));
  return entries.reduce((sum, entry) => sum + Number(entry.amount), 0);
};
const wallet = async (token: string, profileId: string) => (await call('get_wallet', token, { profileId })).body?.data;

describe('redeem requests and the finance queue', () => {
  let family: { token: string; email: string; uid: string };
  let finance: string;
  let stranger: { token: string; uid: string };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    [family, stranger] = await Promise.all([premiumAccount(), premiumAccount()]);
    finance = (await signedInUser({ groups: ['finance'] })).idToken;
    await eventually(() => wallet(family.token, family.uid), (data) => data?.balance > 0);
    await grant(family.uid, 12_000);
  });

  it('shows the balance, its value in euros and the rules', async () => {
    const data = await wallet(family.token, family.uid);
    expect(data).toMatchObject({ coinsPerEuro: 1000, minimumCoins: 5000, redeemable: true, requests: [] });
    expect(data.cents).toBe(Math.floor((data.balance * 100) / 1000));
    expect(data.nextRequestAt).toBeUndefined();
  });

  it('refuses below the minimum, beyond the balance, a child profile, a bad IBAN and another family', async () => {
    expect(await call('request_payout', family.token, { profileId: family.uid, coins: 4999, destination: iban }))
      .toMatchObject({ status: 400, body: { code: 'payout_minimum', message: 'Le montant minimum échangeable est de 5000 pièces.' } });
    expect(await call('request_payout', family.token, { profileId: family.uid, coins: 900_000, destination: iban }))
      .toMatchObject({ status: 409, body: { code: 'payout_not_enough_coins' } });
    const child = (await call('create_profile', family.token, { name: 'Hugo', avatar: 'tortue', ageBand: '9-11' })).body?.data.id;
    expect(await call('request_payout', family.token, { profileId: child, coins: 5000, destination: iban })).toMatchObject({ status: 403, body: { code: 'payout_holder_only' } });
    expect((await call('request_payout', family.token, { profileId: family.uid, coins: 5000, destination: { ...iban, iban: 'FR7630006000011234567890188' } })).status).toBe(400);
    expect(await call('request_payout', stranger.token, { profileId: family.uid, coins: 5000, destination: iban })).toMatchObject({ status: 404, body: { code: 'profile_not_found' } });
    expect(await call('get_wallet', stranger.token, { profileId: family.uid })).toMatchObject({ status: 404 });
  });

  it('holds the coins once for 20 parallel requests, then enforces 48 hours', async () => {
    const before = (await wallet(family.token, family.uid)).balance;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('request_payout', family.token, { profileId: family.uid, coins: 5000, destination: iban })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.body?.code)).toEqual(Array(19).fill('payout_wait_48_hours'));
    expect(answers.find((a) => a.status === 409)?.body?.message).toBe('Vous avez déjà fait une demande de paiement : attendez 48 heures après la précédente.');
    const created = answers.find((answer) => answer.status === 201)!.body?.data;
    expect(created).toMatchObject({ status: 'pending', coins: 5000, cents: 500, method: 'iban', destination: 'FR76 •••• 0189' });

    const after = await eventually(() => wallet(family.token, family.uid), (data) => data.requests.length === 1);
    expect(after.balance).toBe(before - 5000);
    expect(after.nextRequestAt).toBeDefined();
    expect(await ledgerSum(family.uid)).toBe(after.balance);

    // 47 hours later: still refused; 48 hours later: allowed.
    await ageLastRequest(family.uid, 47);
    expect(await call('request_payout', family.token, { profileId: family.uid, coins: 5000, destination: paypal })).toMatchObject({ status: 409, body: { code: 'payout_wait_48_hours' } });
    await ageLastRequest(family.uid, 1);
    expect(await call('request_payout', family.token, { profileId: family.uid, coins: 5000, destination: paypal })).toMatchObject({ status: 201 });
  });

  it('stores where the coins came from with the request, and shows it to finance only', async () => {
    const earner = await premiumAccount();
    const welcome = (await eventually(() => wallet(earner.token, earner.uid), (data) => data?.balance > 0)).balance as number;
    await credit(earner.uid, 4000, 'battle_win');
    await credit(earner.uid, 1500, 'quiz:daily');
    await credit(earner.uid, 500, 'test_grant');
    await credit(earner.uid, 300, 'battle_refund');
    // Earned 40 days ago (out of the 30-day window), in an account opened 45 days ago.
    const old = await credit(earner.uid, 2000, 'dictation:d1');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await documentClient().send(new UpdateCommand({
      TableName: cloud().tableName, Key: { pk: `WALLET#${earner.uid}`, sk: `LEDGER#${String(old.sequence).padStart(10, '0')}` },
      UpdateExpression: 'SET #at = :at', ExpressionAttributeNames: { '#at': 'at' }, ExpressionAttributeValues: { ':at': daysAgo(40) },
    }));
    await documentClient().send(new UpdateCommand({
      TableName: cloud().tableName, Key: { pk: `USER#${earner.uid}`, sk: 'ACCOUNT' }, UpdateExpression: 'SET createdAt = :at', ExpressionAttributeValues: { ':at': daysAgo(45.5) },
    }));

    // The ledger read page by page: every entry once, newest first.
    const { ledgerPages } = await import('#wallet/data/wallet');
    const pages = [];
    for await (const page of ledgerPages(earner.uid, 2)) pages.push(page);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.flat().map((entry) => entry.sequence)).toEqual([6, 5, 4, 3, 2, 1]);

    const requested = await call('request_payout', earner.token, { profileId: earner.uid, coins: 5000, destination: paypal });
    expect(requested.status).toBe(201);
    // The family's view of its request says nothing of the flags.
    expect(requested.body?.data.provenance).toBeUndefined();

    const queue = await eventually(async () => (await call('finance/list_payouts', finance, { status: 'pending', search: earner.email })).body?.data, (data) => data?.items.length === 1);
    // Battles are under half of it, far from 80 %; about three quarters came this week (burst); 45 days is no longer
    // new. The refund gave back the family's own coins: not a source.
    expect(queue.items[0].provenance).toEqual({
      lifetime: { welcome, battle: 4000, quiz: 1500, other: 500, dictation: 2000 },
      recent: { welcome, battle: 4000, quiz: 1500, other: 500 },
      accountAgeDays: 45,
      flags: ['burst'],
    });

    // A request stored before the snapshot existed still lists, without one.
    await documentClient().send(new UpdateCommand({ TableName: cloud().tableName, Key: { pk: `PAYOUT#${queue.items[0].id}`, sk: 'REQUEST' }, UpdateExpression: 'REMOVE provenance' }));
    const listed = await call('finance/list_payouts', finance, { status: 'pending', search: earner.email });
    expect(listed.status).toBe(200);
    expect(listed.body?.data.items[0]).not.toHaveProperty('provenance');
  });

  it('lets finance approve and pay once, never the requester, and keeps the audit trail', async () => {
    const queue = await eventually(async () => (await call('finance/list_payouts', finance, { status: 'pending', search: family.email })).body?.data, (data) => data?.items.length === 2);
    const [newest, oldest] = queue.items;
    expect(oldest).toMatchObject({ uid: family.uid, email: family.email, payTo: 'FR7630006000011234567890189 (Claire Martin)', history: [{ status: 'pending', by: 'family' }] });
    expect(newest.payTo).toBe(paypal.email);

    // The family and strangers cannot reach the queue.
    expect((await call('finance/list_payouts', family.token, {})).status).toBe(403);
    expect((await call('finance/review_payout', family.token, { payoutId: oldest.id, action: 'approve' })).status).toBe(403);
    expect(await call('finance/review_payout', finance, { payoutId: 'inconnue', action: 'approve' })).toMatchObject({ status: 404, body: { code: 'payout_not_found' } });
    expect((await call('finance/review_payout', finance, { payoutId: oldest.id, action: 'reject' })).status).toBe(400);
    expect(await call('finance/review_payout', finance, { payoutId: oldest.id, action: 'mark_paid' })).toMatchObject({ status: 409, body: { code: 'payout_status_changed' } });

    const approvals = await Promise.all(Array.from({ length: 10 }, () => call('finance/review_payout', finance, { payoutId: oldest.id, action: 'approve' })));
    expect(approvals.filter((a) => a.status === 200)).toHaveLength(1);
    expect(approvals.filter((a) => a.status === 409)).toHaveLength(9);
    const paid = await call('finance/review_payout', finance, { payoutId: oldest.id, action: 'mark_paid' });
    expect(paid).toMatchObject({ status: 200, body: { code: 'payout_paid', data: { payout: { status: 'paid' } } } });
    expect(paid.body?.data.payout.history.map((step: { status: string }) => step.status)).toEqual(['pending', 'approved', 'paid']);
    expect(await call('finance/review_payout', finance, { payoutId: oldest.id, action: 'reject', reason: 'Trop tard' })).toMatchObject({ status: 409 });

    const notifications = await eventually(async () => (await call('get_notifications', family.token, { profileId: family.uid })).body?.data.items,
      (items) => items.filter((n: { type: string }) => n.type === 'payout').length === 4);
    expect(notifications.map((n: { title: string }) => n.title)).toContain('Paiement envoyé');
  });

  it('returns the coins of a rejected request with a reversing entry, once under parallel reviews', async () => {
    const { items } = (await call('finance/list_payouts', finance, { status: 'pending', search: family.email })).body!.data;
    const request = items[0];
    const before = (await wallet(family.token, family.uid)).balance;
    const reviews = await Promise.all(Array.from({ length: 10 }, (_, n) => call('finance/review_payout', finance,
      n % 2 ? { payoutId: request.id, action: 'approve' } : { payoutId: request.id, action: 'reject', reason: 'IBAN au nom de quelqu’un d’autre' })));
    // Rejecting is allowed from pending and from approved: exactly one rejection wins, and at most one approval
    // (which, if it came first, the winning rejection followed).
    const won = (action: string) => reviews.filter((r) => r.status === 200 && r.body?.data.payout.history.at(-1).status === action);
    expect(won('rejected')).toHaveLength(1);
    expect(won('approved').length).toBeLessThanOrEqual(1);
    expect(reviews.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const after = await wallet(family.token, family.uid);
    expect(after.balance).toBe(before + 5000);
    expect(await ledgerSum(family.uid)).toBe(after.balance);
    const ledger = (await scanTable()).filter((item) => item.pk === `WALLET#${family.uid}` && String(item.sk).startsWith('LEDGER#'));
    expect(ledger.filter((entry) => entry.reason === 'payout_reversal')).toEqual([expect.objectContaining({ amount: 5000, idempotencyKey: `payout-reversal:${request.id}` })]);
    const listed = await eventually(async () => (await call('finance/list_payouts', finance, { status: 'rejected', search: request.id })).body?.data.items, (found) => found.length === 1);
    expect(listed[0].history.at(-1)).toMatchObject({ status: 'rejected', reason: expect.any(String) });
  });

  it('refuses the approval of a request by the person who made it, even in the finance group', async () => {
    const staff = await signedInUser({ groups: ['finance'] });
    const uid = (await call('get_user', staff.idToken)).body?.data.uid as string;
    await documentClient().send(new UpdateCommand({
      TableName: cloud().tableName, Key: { pk: `USER#${uid}`, sk: 'ACCOUNT' },
      UpdateExpression: 'SET isPremium = :true, periodEnd = :end', ExpressionAttributeValues: { ':true': true, ':end': new Date(Date.now() + 86_400_000).toISOString() },
    }));
    await grant(uid, 6000);
    const own = await call('request_payout', staff.idToken, { profileId: uid, coins: 5000, destination: paypal });
    expect(own.status).toBe(201);
    expect(await call('finance/review_payout', staff.idToken, { payoutId: own.body?.data.id, action: 'approve' })).toMatchObject({ status: 403, body: { code: 'payout_self_approval' } });
    expect((await call('finance/review_payout', finance, { payoutId: own.body?.data.id, action: 'approve' })).status).toBe(200);
  });

  it('deletes the requests of a deleted account with its wallet, keeping for finance only anonymized records', async () => {
    const leaving = await premiumAccount();
    await grant(leaving.uid, 5000);
    const requested = await call('request_payout', leaving.token, { profileId: leaving.uid, coins: 5000, destination: paypal });
    expect(requested.status).toBe(201);
    const payoutId = requested.body?.data.id as string;
    expect((await call('finance/review_payout', finance, { payoutId, action: 'reject', reason: 'Compte de Claire fermé' })).status).toBe(200);
    expect((await call('delete_account', leaving.token, { confirm: true })).status).toBe(200);
    const left = await eventually(async () => (await scanTable()).filter((item) => JSON.stringify(item).includes(leaving.uid)), (items) => items.length === 0);
    expect(left).toEqual([]);
    expect(await call('finance/review_payout', finance, { payoutId, action: 'approve' })).toMatchObject({ status: 404 });

    // The record finance keeps: amount, method, status and dates under an opaque id; nothing that names the family.
    const recordId = createHash('sha256').update(payoutId).digest('hex').slice(0, 32);
    const records = (await scanTable()).filter((item) => item.pk === `PAYOUT_RECORD#${recordId}`);
    expect(records).toEqual([expect.objectContaining({ recordId, coins: 5000, cents: 500, method: 'paypal', status: 'rejected', gsi1pk: 'PAYOUT_RECORDS' })]);
    const kept = JSON.stringify(records);
    for (const personal of [leaving.uid, leaving.email, payoutId, paypal.email, 'Claire', 'Camille']) expect(kept).not.toContain(personal);
    expect(Object.keys(records[0]!).sort()).toEqual(['accountDeletedAt', 'cents', 'coins', 'gsi1pk', 'gsi1sk', 'history', 'method', 'pk', 'recordId', 'requestedAt', 'sk', 'status', 'updatedAt']);
  });
});
