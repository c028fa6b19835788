import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@plume/shared';
import { api, cloud, eventually, signedInUser } from '#test/cloud-client';
import { call, eventsDelivered } from '#test/accounts';

const signer = new Stripe('sk_test_signer');

function stripeEvent(type: string, created: number, object: Record<string, unknown>) {
  return JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, created, data: { object } });
}
function postWebhook(payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: cloud().stripeWebhookSecret })) {
  return api('/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': signature } });
}
/** Moves the local Stripe's clock ahead (a Stripe test clock): trials and renewals due meanwhile happen, by webhook. */
async function advanceStripe(days: number): Promise<void> {
  expect((await fetch(`${cloud().url}/_local/stripe/advance?days=${days}`, { method: 'POST' })).status).toBe(200);
  await eventsDelivered();
}
const subscription = (uid: string, status: string, periodEnd: number) => ({
  id: 'sub_test', object: 'subscription', status, metadata: { uid, plan: 'monthly' }, items: { data: [{ current_period_end: periodEnd }] },
});

describe('subscription through the local Stripe checkout', () => {
  it("a new account's first checkout is the free trial: premium at once, reminded, announced, then charged at its end", async () => {
    const user = await signedInUser();
    expect((await call('get_user', user.idToken)).body?.data).toMatchObject({ trialAvailable: true, trialing: false, isPremium: false });
    const started = await call('create_checkout_session', user.idToken, { plan: 'monthly' });
    expect(started.status).toBe(200);
    expect(started.body?.data.url).toMatch(/\/_local\/checkout\/cs_test_\w+$/);
    expect((await call('get_user', user.idToken)).body?.data).toMatchObject({ paymentPending: true, isPremium: false });

    // The price charged is the one plans.ts says (7,99 €), after the trial's days.
    const checkoutPage = await (await fetch(started.body?.data.url)).text();
    expect(checkoutPage).toContain('7,99');
    expect(checkoutPage).toContain(`${TRIAL_DAYS} jours gratuits`);
    const paid = await fetch(`${started.body?.data.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/payment-success\?session_id=cs_test_\w+&payment=success$/);

    const trial = await eventually(async () => (await call('get_user', user.idToken)).body?.data, (data) => data?.isPremium === true);
    expect(trial).toMatchObject({ isPremium: true, trialing: true, trialAvailable: false, plan: 'monthly', paymentPending: false, cancelAtPeriodEnd: false });
    const trialEnd = new Date(trial.periodEnd).getTime();
    const trialDays = (trialEnd - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(TRIAL_DAYS - 0.1);
    expect(trialDays).toBeLessThanOrEqual(TRIAL_DAYS);
    expect((await call('checkSubscription', user.idToken, { email: user.email })).body?.data.isActive).toBe(true);
    expect((await call('create_checkout_session', user.idToken, { plan: 'yearly' })).status).toBe(409);

    // Stripe's clock, a week on: its reminder e-mail (7 days before the end); three days before, the app says so.
    await advanceStripe(TRIAL_DAYS - 6);
    const reminders = await (await fetch(`${cloud().url}/_local/outbox?to=${encodeURIComponent(user.email)}`)).json() as { subject?: string; text?: string }[];
    expect(reminders.find((m) => m.subject?.includes('essai gratuit'))?.text).toContain('7,99');
    await advanceStripe(4);
    const notifications = await eventually(async () => (await call('get_notifications', user.idToken, { profileId: trial.uid })).body?.data, (data) => data?.items.some((n: { type: string }) => n.type === 'trial'));
    const announcement = notifications.items.filter((n: { type: string }) => n.type === 'trial');
    expect(announcement).toHaveLength(1);
    expect(announcement[0].title).toMatch(/^Votre essai gratuit se termine le \d{1,2} \p{L}+$/u);
    expect(announcement[0].body).toContain('7,99');

    // At its end the card pays: the subscription is active for a month after the trial.
    await advanceStripe(3);
    const charged = await eventually(async () => (await call('get_user', user.idToken)).body?.data, (data) => data?.trialing === false);
    expect(charged).toMatchObject({ isPremium: true, trialing: false, trialAvailable: false });
    expect(new Date(charged.periodEnd).getTime()).toBeGreaterThanOrEqual(trialEnd + 29 * 86_400_000);

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

  it('a trial_will_end arriving after the charge of the same second announces nothing and leaves the subscription paid', async () => {
    const user = await signedInUser();
    const owner = (await call('get_user', user.idToken)).body?.data.uid as string;
    const second = Math.floor(Date.now() / 1000);
    const charged = stripeEvent('customer.subscription.updated', second, { ...subscription(owner, 'active', second + 30 * 86_400), id: 'sub_same_second' });
    const announced = stripeEvent('customer.subscription.trial_will_end', second, { ...subscription(owner, 'trialing', second), id: 'sub_same_second' });
    expect((await postWebhook(charged)).status).toBe(200);
    await eventsDelivered();
    expect((await postWebhook(announced)).status).toBe(200);
    await eventsDelivered();
    expect((await call('get_user', user.idToken)).body?.data).toMatchObject({ isPremium: true, trialing: false });
    expect((await call('get_notifications', user.idToken, { profileId: owner })).body?.data.items).toEqual([]);
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
    // One trial per account: after a subscription, checkout charges at once.
    expect(account.trialAvailable).toBe(false);
    const again = await call('create_checkout_session', token, { plan: 'monthly' });
    expect(await (await fetch(again.body?.data.url)).text()).not.toContain('jours gratuits');
  });
});
