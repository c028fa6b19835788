import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cloud, eventually, signedInUser } from '#test/cloud-client';
import { call, eventsDelivered } from '#test/accounts';

const signer = new Stripe('sk_test_signer');

function stripeEvent(type: string, created: number, object: Record<string, unknown>) {
  return JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, created, data: { object } });
}
function postWebhook(payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: cloud().stripeWebhookSecret })) {
  return api('/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': signature } });
}
const subscription = (uid: string, status: string, periodEnd: number) => ({
  id: 'sub_test', object: 'subscription', status, metadata: { uid, plan: 'monthly' }, items: { data: [{ current_period_end: periodEnd }] },
});

describe('subscription through the local Stripe checkout', () => {
  it('checkout marks the payment pending, paying makes the account premium', async () => {
    const user = await signedInUser();
    await call('get_user', user.idToken);
    const started = await call('create_checkout_session', user.idToken, { plan: 'monthly' });
    expect(started.status).toBe(200);
    expect(started.body?.data.url).toMatch(/\/_local\/checkout\/cs_test_\w+$/);
    expect((await call('get_user', user.idToken)).body?.data).toMatchObject({ paymentPending: true, isPremium: false });

    const checkoutPage = await fetch(started.body?.data.url);
    expect(await checkoutPage.text()).toContain('7,99');
    const paid = await fetch(`${started.body?.data.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/payment-success\?session_id=cs_test_\w+&payment=success$/);

    const account = await eventually(async () => (await call('get_user', user.idToken)).body?.data, (data) => data?.isPremium === true);
    expect(account).toMatchObject({ isPremium: true, plan: 'monthly', paymentPending: false, cancelAtPeriodEnd: false });
    expect(new Date(account.periodEnd).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await call('checkSubscription', user.idToken, { email: user.email })).body?.data.isActive).toBe(true);

    expect((await call('create_checkout_session', user.idToken, { plan: 'yearly' })).status).toBe(409);

    expect((await call('cancel_subscription', user.idToken)).status).toBe(200);
    const canceling = await eventually(async () => (await call('get_user', user.idToken)).body?.data, (data) => data?.cancelAtPeriodEnd === true);
    expect(canceling).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
  });

  it('a checkout left on the way back ends the wait: the session is closed at Stripe, premium pages offer the plans again', async () => {
    const user = await signedInUser();
    await call('get_user', user.idToken);
    const started = await call('create_checkout_session', user.idToken, { plan: 'monthly' });
    expect((await call('get_user', user.idToken)).body?.data.paymentPending).toBe(true);

    // What /payment?canceled=1 sends.
    expect(await call('abandon_checkout', user.idToken)).toMatchObject({ status: 200, body: { data: { paymentPending: false } } });
    expect((await call('get_user', user.idToken)).body?.data).toMatchObject({ paymentPending: false, isPremium: false });
    // The session can no longer be paid, and asking again changes nothing.
    expect((await fetch(started.body?.data.url)).status).toBe(404);
    expect(await call('abandon_checkout', user.idToken)).toMatchObject({ status: 200, body: { data: { paymentPending: false } } });
  });

  it('ten parallel copies of an abandon: all answered alike, the session closed once', async () => {
    const user = await signedInUser();
    await call('get_user', user.idToken);
    await call('create_checkout_session', user.idToken, { plan: 'yearly' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('abandon_checkout', user.idToken)));
    expect(answers.map((answer) => [answer.status, answer.body?.data.paymentPending])).toEqual(answers.map(() => [200, false]));
    expect((await call('get_user', user.idToken)).body?.data.paymentPending).toBe(false);
  });

  it('refuses an unknown plan and a caller without a token', async () => {
    const user = await signedInUser();
    expect((await call('create_checkout_session', user.idToken, { plan: 'weekly' })).status).toBe(400);
    expect((await api('/api/create_checkout_session', { body: '{"plan":"monthly"}' })).status).toBe(401);
  });
});

describe('Stripe webhook', () => {
  let uid: string;
  let token: string;
  beforeAll(async () => {
    const user = await signedInUser();
    token = user.idToken;
    uid = (await call('get_user', token)).body?.data.uid;
  });
  const premium = async () => (await call('get_user', token)).body?.data;
  const now = Math.floor(Date.now() / 1000);

  it('rejects a bad or missing signature with 400 and changes nothing', async () => {
    const payload = stripeEvent('customer.subscription.created', now, subscription(uid, 'active', now + 86_400));
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await postWebhook(payload, forged)).body).toMatchObject({ error: true, code: 'stripe_signature_invalid' });
    expect((await postWebhook(payload, '')).status).toBe(400);
    const tampered = payload.replace('"active"', '"trialing"');
    expect((await postWebhook(tampered, signer.webhooks.generateTestHeaderString({ payload, secret: cloud().stripeWebhookSecret }))).status).toBe(400);
    await eventsDelivered();
    expect((await premium()).isPremium).toBe(false);
  });

  it('applies events in order of creation, whatever order they arrive in, and a replay changes nothing', async () => {
    const older = stripeEvent('customer.subscription.updated', now - 100, subscription(uid, 'past_due', now + 86_400));
    const newer = stripeEvent('customer.subscription.updated', now - 50, subscription(uid, 'active', now + 30 * 86_400));
    expect((await postWebhook(newer)).status).toBe(200);
    await eventually(premium, (data) => data?.isPremium === true);
    expect((await postWebhook(older)).status).toBe(200);
    expect((await postWebhook(newer)).status).toBe(200); // Stripe retries deliver the same event again
    await eventsDelivered();
    expect(await premium()).toMatchObject({ isPremium: true, periodEnd: new Date((now + 30 * 86_400) * 1000).toISOString() });
  });

  it("Stripe's checkout.session.expired ends the wait for that session only, not for a newer one", async () => {
    const user = await signedInUser();
    const owner = (await call('get_user', user.idToken)).body?.data.uid as string;
    const first = (await call('create_checkout_session', user.idToken, { plan: 'monthly' })).body?.data.sessionId as string;
    const second = (await call('create_checkout_session', user.idToken, { plan: 'yearly' })).body?.data.sessionId as string;
    const expired = (sessionId: string) => postWebhook(stripeEvent('checkout.session.expired', Math.floor(Date.now() / 1000), { id: sessionId, object: 'checkout.session', client_reference_id: owner, status: 'expired' }));

    expect((await expired(first)).status).toBe(200);
    await eventsDelivered();
    expect((await call('get_user', user.idToken)).body?.data.paymentPending).toBe(true);
    expect((await expired(second)).status).toBe(200);
    const account = await eventually(async () => (await call('get_user', user.idToken)).body?.data, (data) => data?.paymentPending === false);
    expect(account).toMatchObject({ paymentPending: false, isPremium: false });
  });

  it('a deleted subscription ends premium access', async () => {
    const deleted = stripeEvent('customer.subscription.deleted', now, subscription(uid, 'canceled', now + 30 * 86_400));
    expect((await postWebhook(deleted)).status).toBe(200);
    const account = await eventually(premium, (data) => data?.isPremium === false);
    expect(account.isPremium).toBe(false);
    expect((await call('checkSubscription', token, { email: account.email })).body?.data.isActive).toBe(false);
  });
});
