import { beforeAll, describe, expect, it } from 'vitest';
import { publish, referralClaimed } from '@plume/events';
import { eventually, signedInUser } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, eventsDelivered, localBus, payFirstPeriod, premiumAccount, scanTable } from '#test/accounts';

const referralEntries = async (uid: string) =>
  (await scanTable()).filter((item) => item.pk === `WALLET#${uid}` && String(item.sk).startsWith('LEDGER#') && item.reason === 'referral');

describe('refer and earn', () => {
  let referrer: { token: string; uid: string };
  let code: string;

  beforeAll(async () => {
    useLocalCloudEnvironment();
    referrer = await premiumAccount();
  });

  it('gives an account one short, unambiguous code, the same at every visit', async () => {
    const visits = await Promise.all(Array.from({ length: 5 }, () => call('get_referral', referrer.token)));
    expect(visits.map((visit) => visit.status)).toEqual(Array(5).fill(200));
    code = visits[0]!.body?.data.code;
    expect(code).toMatch(/^[2-9A-HJKMNP-TW-Z]{8}$/);
    for (const visit of visits) expect(visit.body?.data).toEqual({ code, referrals: 0, bonus: 50, badgeAfter: 50 });
  });

  it('credits both accounts once the new account that claimed the code pays, whatever the retries and replays', async () => {
    const { idToken } = await signedInUser();
    const referredUid = (await call('get_user', idToken)).body?.data.uid as string;
    expect(await call('claim_referral', idToken, { code: 'ZZZZZZZZ' })).toMatchObject({ status: 404, body: { code: 'referral_code_not_found' } });
    expect((await call('claim_referral', idToken, { code: '<script>' })).status).toBe(400);
    expect(await call('claim_referral', referrer.token, { code })).toMatchObject({ status: 403, body: { code: 'referral_own_code' } });

    // Typed as people type it, ten times at once: one claim counts.
    const claims = await Promise.all(Array.from({ length: 10 }, () => call('claim_referral', idToken, { code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` })));
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(1);
    expect(claims.filter((claim) => claim.status === 409).map((claim) => claim.body?.code)).toEqual(Array(9).fill('referral_already_used'));

    // A claim alone pays nothing: a second address costs nothing, a paid month does (docs/economy.md).
    await eventsDelivered();
    expect([...await referralEntries(referrer.uid), ...await referralEntries(referredUid)]).toEqual([]);
    await payFirstPeriod(referredUid);
    await eventsDelivered();
    // The claim delivered again three times, and the payment announced twice more: nothing more.
    const detail = { code, referrerUid: referrer.uid, referredUid, at: new Date().toISOString() };
    await Promise.all([1, 2, 3].map(() => publish(localBus(), 'plume', referralClaimed, detail)));
    await Promise.all([1, 2].map(() => payFirstPeriod(referredUid)));
    await eventsDelivered();
    expect((await referralEntries(referrer.uid)).map((entry) => entry.amount)).toEqual([50]);
    expect((await referralEntries(referredUid)).map((entry) => entry.amount)).toEqual([50]);
    expect((await call('get_referral', referrer.token)).body?.data.referrals).toBe(1);
  });

  it('refuses a referral that closes a loop, directly or through another account, even sent at once', async () => {
    const [a, b, c] = await Promise.all([premiumAccount(), premiumAccount(), premiumAccount()]);
    const [codeA, codeB, codeC] = await Promise.all([a, b, c].map(async (account) => (await call('get_referral', account.token)).body?.data.code as string));
    // A and B claim each other's code at the same moment: one claim is recorded, the other is refused.
    const crossed = await Promise.all([call('claim_referral', a.token, { code: codeB }), call('claim_referral', b.token, { code: codeA })]);
    expect(crossed.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(crossed.find((response) => response.status === 409)?.body?.code).toBe('referral_cycle');
    // Through a third account: whoever brought whom, C cannot close the ring.
    const [first] = crossed[0]!.status === 200 ? [a, b] : [b, a];
    expect((await call('claim_referral', c.token, { code: first === a ? codeA : codeB })).status).toBe(200);
    const top = first === a ? b : a;
    expect(await call('claim_referral', top.token, { code: codeC })).toMatchObject({ status: 409, body: { code: 'referral_cycle' } });
  });

  it('deletes a referrer’s code and a referred account’s claim with their accounts', async () => {
    const leaving = await premiumAccount();
    const leavingCode = (await call('get_referral', leaving.token)).body?.data.code as string;
    const { idToken } = await signedInUser();
    const referredUid = (await call('get_user', idToken)).body?.data.uid as string;
    expect((await call('claim_referral', idToken, { code: leavingCode })).status).toBe(200);
    // The coins arrive first (the new account paid): an erasure must find everything there is to erase.
    await payFirstPeriod(referredUid);
    await eventually(() => Promise.all([referralEntries(leaving.uid), referralEntries(referredUid)]), ([a, b]) => a.length === 1 && b.length === 1);
    expect((await call('delete_account', leaving.token, { confirm: true })).status).toBe(200);
    expect((await call('delete_account', idToken, { confirm: true })).status).toBe(200);
    const left = await eventually(async () => (await scanTable()).filter((item) => [leaving.uid, referredUid, leavingCode].some((needle) => JSON.stringify(item).includes(needle))), (items) => items.length === 0);
    expect(left).toEqual([]);
  });
});
