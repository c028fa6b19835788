import { listenOnLoopback } from './ports.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import Stripe from 'stripe';
import { planPrices, type Plan } from '@plume/shared';

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_plume_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_plume_local';
export const LOCAL_STRIPE_PRICES: Record<Plan, string> = { monthly: 'price_local_monthly', yearly: 'price_local_yearly' };

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  subscription_data_metadata: Record<string, string>;
  price: string;
  success_url: string;
  cancel_url: string;
  subscription: string | null;
  /** When Stripe closes the session unpaid (seconds): 30 minutes to 24 hours after its creation, 24 hours by default. */
  expires_at: number;
}
interface Subscription { id: string; status: string; metadata: Record<string, string>; plan: Plan; current_period_end: number; cancel_at_period_end: boolean }

/**
 * A small Stripe for laptops: the parts of Stripe's API Plume calls (Checkout sessions: create, retrieve, expire;
 * subscription cancel), a
 * checkout page under the gateway's `/_local/checkout/`, and webhooks signed with Stripe's own helper and posted to
 * the real webhook route. Handlers reach it with the real Stripe SDK through STRIPE_API_URL.
 */
export class LocalStripe {
  private server: Server | undefined;
  private readonly state: { sessions: Record<string, CheckoutSession>; subscriptions: Record<string, Subscription> };
  private readonly signer = new Stripe(LOCAL_STRIPE_SECRET_KEY);

  constructor(private readonly options: { stateFile: string; publicUrl: string; webhookUrl: string; log?: (line: string) => void }) {
    this.state = existsSync(options.stateFile) ? JSON.parse(readFileSync(options.stateFile, 'utf8')) : { sessions: {}, subscriptions: {} };
  }

  async listen(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      this.api(request, response).catch((error: Error) =>
        error instanceof StripeRequestError ? stripeError(response, 400, 'invalid_request_error', error.message) : stripeError(response, 500, 'api_error', error.message),
      );
    });
    return listenOnLoopback(this.server, port);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** `/_local/checkout/{id}` (the page), `.../pay` and `.../cancel`; answers false for any other path. */
  async checkoutPage(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const match = /^\/_local\/checkout\/([\w-]+)(\/pay|\/cancel)?$/.exec(path);
    if (!match) return false;
    const session = this.state.sessions[match[1]!];
    if (session) await this.expireIfDue(session);
    if (!session || session.status === 'expired') {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(page('Session introuvable', '<p>Cette session de paiement n’existe pas ou a expiré.</p>'));
      return true;
    }
    if (request.method === 'POST' && match[2] === '/cancel') {
      response.writeHead(303, { location: session.cancel_url }).end();
      return true;
    }
    if (request.method === 'POST' && match[2] === '/pay') {
      await this.completeCheckout(session);
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      return true;
    }
    const plan = planOf(session.price);
    const price = (planPrices[plan].amountCents / 100).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      page(
        'Paiement — Plume',
        `<p class="note">Paiement de démonstration local : aucune carte n’est débitée.</p>
         <h1>Abonnement Plume ${plan === 'yearly' ? 'annuel' : 'mensuel'}</h1>
         <p class="price">${price} <span>/ ${plan === 'yearly' ? 'an' : 'mois'}</span></p>
         <p>${session.customer_email ?? ''}</p>
         ${session.status === 'complete' ? '<p>Ce paiement a déjà été effectué.</p>' : `<form method="post" action="/_local/checkout/${session.id}/pay"><button type="submit">Payer ${price}</button></form>`}
         <form method="post" action="/_local/checkout/${session.id}/cancel"><button type="submit" class="secondary">Annuler et revenir</button></form>`,
      ),
    );
    return true;
  }

  private async api(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.authorization !== `Bearer ${LOCAL_STRIPE_SECRET_KEY}`) return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
    const url = new URL(request.url ?? '/', 'http://localhost');
    const form = parseForm(await readText(request));
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') return json(response, 200, this.createSession(form));
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(url.pathname);
    if (session) {
      const found = this.state.sessions[session[1]!];
      if (!found) return stripeError(response, 404, 'invalid_request_error', `No such checkout.session: '${session[1]}'`);
      await this.expireIfDue(found);
      if (request.method === 'GET' && !session[2]) return json(response, 200, found);
      if (request.method === 'POST' && session[2]) {
        if (found.status !== 'open') return stripeError(response, 400, 'invalid_request_error', 'Only Checkout Sessions with a status of open can be expired.');
        await this.expire(found);
        return json(response, 200, found);
      }
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (subscription && (request.method === 'POST' || request.method === 'DELETE')) {
      const found = this.state.subscriptions[subscription[1]!];
      if (!found) return stripeError(response, 404, 'invalid_request_error', `No such subscription: '${subscription[1]}'`);
      if (request.method === 'DELETE') {
        found.status = 'canceled';
        this.save();
        await this.sendWebhook('customer.subscription.deleted', subscriptionObject(found));
      } else if (form.cancel_at_period_end !== undefined) {
        found.cancel_at_period_end = form.cancel_at_period_end === 'true';
        this.save();
        await this.sendWebhook('customer.subscription.updated', subscriptionObject(found));
      }
      return json(response, 200, subscriptionObject(found));
    }
    stripeError(response, 404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  }

  private createSession(form: Record<string, any>): CheckoutSession {
    const price = form.line_items?.[0]?.price as string | undefined;
    if (!price || !Object.values(LOCAL_STRIPE_PRICES).includes(price)) throw new Error(`No such price: '${price}'`);
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = form.expires_at === undefined ? now + 86_400 : Number(form.expires_at);
    // Stripe's own bounds, so a handler asking for less or more fails here as it would there.
    if (!Number.isInteger(expiresAt) || expiresAt < now + 1_800 - 60 || expiresAt > now + 86_400) throw new StripeRequestError('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      url: `${this.options.publicUrl}/_local/checkout/${id}`,
      mode: form.mode ?? 'subscription',
      status: 'open',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: form.metadata ?? {},
      subscription_data_metadata: form.subscription_data?.metadata ?? {},
      price,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      subscription: null,
      expires_at: expiresAt,
    };
    this.state.sessions[id] = session;
    this.save();
    return session;
  }

  /** What Stripe does when a card is accepted: the session completes and a subscription starts, each announced by webhook. */
  private async completeCheckout(session: CheckoutSession): Promise<void> {
    if (session.status === 'complete') return;
    const plan = planOf(session.price);
    const periodDays = planPrices[plan].interval === 'year' ? 365 : 30;
    const subscription: Subscription = {
      id: `sub_${randomBytes(12).toString('hex')}`,
      status: 'active',
      metadata: session.subscription_data_metadata,
      plan,
      current_period_end: Math.floor(Date.now() / 1000) + periodDays * 86_400,
      cancel_at_period_end: false,
    };
    session.status = 'complete';
    session.subscription = subscription.id;
    this.state.subscriptions[subscription.id] = subscription;
    this.save();
    await this.sendWebhook('checkout.session.completed', { ...session, url: null });
    await this.sendWebhook('customer.subscription.created', subscriptionObject(subscription));
  }

  /** Closes an open session unpaid, as Stripe does at `expires_at` or when asked, and says so by webhook. */
  private async expire(session: CheckoutSession): Promise<void> {
    session.status = 'expired';
    this.save();
    await this.sendWebhook('checkout.session.expired', { ...session, url: null });
  }

  /** Stripe expires a session on time; here, when it is next looked at (no timer runs on a laptop). */
  private async expireIfDue(session: CheckoutSession): Promise<void> {
    if (session.status === 'open' && session.expires_at <= Date.now() / 1000) await this.expire(session);
  }

  private async sendWebhook(type: string, object: unknown): Promise<void> {
    const payload = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, api_version: '2025-01-01', data: { object } });
    const signature = this.signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET });
    const response = await fetch(this.options.webhookUrl, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    if (!response.ok) this.options.log?.(`⚠  webhook Stripe ${type} refusé : ${response.status}`);
  }

  private save(): void {
    writeFileSync(this.options.stateFile, JSON.stringify(this.state));
  }
}

function subscriptionObject(subscription: Subscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    status: subscription.status,
    metadata: subscription.metadata,
    cancel_at_period_end: subscription.cancel_at_period_end,
    items: { object: 'list', data: [{ object: 'subscription_item', price: { id: LOCAL_STRIPE_PRICES[subscription.plan] }, current_period_end: subscription.current_period_end }] },
  };
}

function planOf(price: string): Plan {
  return price === LOCAL_STRIPE_PRICES.yearly ? 'yearly' : 'monthly';
}

/** Stripe's form encoding: `a[b][0][c]=v` becomes `{a: {b: [{c: 'v'}]}}`. */
export function parseForm(body: string): Record<string, any> {
  const result: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
    });
  }
  return result;
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A request Stripe would refuse (400 `invalid_request_error`). */
class StripeRequestError extends Error {}

function stripeError(response: ServerResponse, status: number, type: string, message: string): void {
  json(response, status, { error: { type, message } });
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1b1b3a}h1{font-size:1.4rem}.price{font-size:2rem;font-weight:700}.price span{font-size:1rem;font-weight:400}.note{background:#fff4d6;padding:.5rem .75rem;border-radius:.5rem}button{width:100%;padding:.8rem;margin-top:.75rem;font-size:1rem;border-radius:.5rem;border:0;background:#4c3fd1;color:#fff;cursor:pointer}button.secondary{background:#eee;color:#1b1b3a}button:focus-visible{outline:3px solid #f5a524;outline-offset:2px}</style></head><body>${body}</body></html>`;
}
