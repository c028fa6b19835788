import { listenOnLoopback } from './ports.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import Stripe from 'stripe';
import type { Outbox } from './outbox.ts';

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_plume_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_plume_local';

const DAY_SECONDS = 86_400;
/** Stripe's reminder e-mail before a trial ends (a Billing setting on Stripe) and its `trial_will_end` webhook. */
const TRIAL_REMINDER_DAYS = 7;
const TRIAL_WILL_END_DAYS = 3;

interface Price { id: string; object: 'price'; active: boolean; currency: string; unit_amount: number; recurring: { interval: 'month' | 'year' }; lookup_key: string | null; product: string; nickname: string | null }
interface Product { id: string; object: 'product'; name: string; active: boolean }

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
  /** A free trial before the first charge (`subscription_data[trial_period_days]`). */
  trial_period_days: number | null;
  success_url: string;
  cancel_url: string;
  subscription: string | null;
  /** When Stripe closes the session unpaid (seconds): 30 minutes to 24 hours after its creation, 24 hours by default. */
  expires_at: number;
}
interface Subscription {
  id: string; status: string; metadata: Record<string, string>; price: string; customer_email: string | null;
  current_period_end: number; cancel_at_period_end: boolean; trial_end: number | null;
  /** Which of the trial's announcements went out (Stripe's reminder e-mail, the `trial_will_end` webhook). */
  trial_reminded?: boolean; trial_will_end_sent?: boolean;
}
interface State {
  sessions: Record<string, CheckoutSession>; subscriptions: Record<string, Subscription>; prices: Record<string, Price>; products: Record<string, Product>;
  /** How far the local Stripe's clock was moved ahead of the machine's (`/_local/stripe/advance`), like a Stripe test clock. */
  clockOffsetSeconds: number;
}

/**
 * A small Stripe for laptops: the parts of Stripe's API Plume calls (products and prices by lookup key, Checkout
 * sessions: create, retrieve, expire; subscription cancel), trials and renewals on a clock that can be moved ahead
 * (`POST /_local/stripe/advance?days=N`, as a Stripe test clock does), a checkout page under the gateway's
 * `/_local/checkout/`, Stripe's trial reminder e-mail in the local outbox, and webhooks signed with Stripe's own helper
 * and posted to the real webhook route. Handlers reach it with the real Stripe SDK through STRIPE_API_URL.
 */
export class LocalStripe {
  private server: Server | undefined;
  private readonly state: State;
  private readonly signer = new Stripe(LOCAL_STRIPE_SECRET_KEY);

  constructor(private readonly options: { stateFile: string; publicUrl: string; webhookUrl: string; outbox?: Outbox; log?: (line: string) => void }) {
    const empty: State = { sessions: {}, subscriptions: {}, prices: {}, products: {}, clockOffsetSeconds: 0 };
    this.state = { ...empty, ...(existsSync(options.stateFile) ? (JSON.parse(readFileSync(options.stateFile, 'utf8')) as Partial<State>) : {}) };
  }

  /** The subscriptions' time (Stripe's test clock): the machine's, plus how far the clock was advanced. */
  private now(): number {
    return Math.floor(Date.now() / 1000) + this.state.clockOffsetSeconds;
  }

  async listen(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      this.api(request, response).catch((error: Error) =>
        error instanceof StripeRequestError ? stripeError(response, 400, 'invalid_request_error', error.message, error.code) : stripeError(response, 500, 'api_error', error.message),
      );
    });
    return listenOnLoopback(this.server, port);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /**
   * `/_local/checkout/{id}` (the page), `.../pay` and `.../cancel`, and `POST /_local/stripe/advance?days=N`;
   * answers false for any other path.
   */
  async checkoutPage(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    if (path === '/_local/stripe/advance' && request.method === 'POST') {
      const days = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('days'));
      if (!Number.isFinite(days) || days <= 0 || days > 400) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'days must be a number of days between 0 and 400' }));
        return true;
      }
      await this.advance(days * DAY_SECONDS);
      json(response, 200, { now: this.now() });
      return true;
    }
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
    const charged = this.state.prices[session.price]!;
    const yearly = charged.recurring.interval === 'year';
    const price = (charged.unit_amount / 100).toLocaleString('fr-FR', { style: 'currency', currency: charged.currency.toUpperCase() });
    const trial = session.trial_period_days
      ? `<p class="trial">${session.trial_period_days} jours gratuits, puis ${price} / ${yearly ? 'an' : 'mois'} à partir du ${new Date((this.now() + session.trial_period_days * DAY_SECONDS) * 1000).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })}.</p>`
      : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      page(
        'Paiement — Plume',
        `<p class="note">Paiement de démonstration local : aucune carte n’est débitée.</p>
         <h1>Abonnement Plume ${yearly ? 'annuel' : 'mensuel'}</h1>
         <p class="price">${price} <span>/ ${yearly ? 'an' : 'mois'}</span></p>
         ${trial}
         <p>${session.customer_email ?? ''}</p>
         ${session.status === 'complete' ? '<p>Ce paiement a déjà été effectué.</p>' : `<form method="post" action="/_local/checkout/${session.id}/pay"><button type="submit">${session.trial_period_days ? 'Commencer l’essai gratuit' : `Payer ${price}`}</button></form>`}
         <form method="post" action="/_local/checkout/${session.id}/cancel"><button type="submit" class="secondary">Annuler et revenir</button></form>`,
      ),
    );
    return true;
  }

  private async api(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.authorization !== `Bearer ${LOCAL_STRIPE_SECRET_KEY}`) return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
    const url = new URL(request.url ?? '/', 'http://localhost');
    const form = parseForm(request.method === 'GET' ? url.search.slice(1) : await readText(request));
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') return json(response, 200, this.createSession(form));
    if (request.method === 'GET' && url.pathname === '/v1/prices') return json(response, 200, this.listPrices(form));
    if (request.method === 'POST' && url.pathname === '/v1/prices') return json(response, 200, this.createPrice(form));
    if (request.method === 'POST' && url.pathname === '/v1/products') return json(response, 200, this.createProduct(form));
    const product = /^\/v1\/products\/([\w-]+)$/.exec(url.pathname);
    if (product && request.method === 'GET') {
      const found = this.state.products[product[1]!];
      return found ? json(response, 200, found) : stripeError(response, 404, 'invalid_request_error', `No such product: '${product[1]}'`, 'resource_missing');
    }
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

  /** `GET /v1/prices?lookup_keys[]=…&active=…`: the prices with those keys, newest first. */
  private listPrices(form: Record<string, any>) {
    const keys = Object.values((form.lookup_keys ?? {}) as Record<string, string>);
    const data = Object.values(this.state.prices)
      .filter((price) => (!keys.length || (price.lookup_key !== null && keys.includes(price.lookup_key))) && (form.active === undefined || String(price.active) === form.active))
      .reverse()
      .slice(0, Number(form.limit ?? 10));
    return { object: 'list', data, has_more: false, url: '/v1/prices' };
  }

  private createPrice(form: Record<string, any>): Price {
    if (!this.state.products[form.product]) throw new StripeRequestError(`No such product: '${form.product}'`);
    const interval = form.recurring?.interval;
    if (interval !== 'month' && interval !== 'year') throw new StripeRequestError('Plume\'s prices recur monthly or yearly.');
    const lookupKey = (form.lookup_key as string | undefined) ?? null;
    const holder = Object.values(this.state.prices).find((price) => lookupKey !== null && price.lookup_key === lookupKey);
    if (holder) {
      if (form.transfer_lookup_key !== 'true') throw new StripeRequestError(`A price (\`${holder.id}\`) already uses that lookup key.`);
      holder.lookup_key = null;
    }
    const price: Price = {
      id: `price_${randomBytes(12).toString('hex')}`, object: 'price', active: true, currency: String(form.currency), unit_amount: Number(form.unit_amount),
      recurring: { interval }, lookup_key: lookupKey, product: form.product, nickname: form.nickname ?? null,
    };
    this.state.prices[price.id] = price;
    this.save();
    return price;
  }

  private createProduct(form: Record<string, any>): Product {
    const id = (form.id as string | undefined) ?? `prod_${randomBytes(7).toString('hex')}`;
    if (this.state.products[id]) throw new StripeRequestError(`Product already exists.`, 'resource_already_exists');
    const product: Product = { id, object: 'product', name: String(form.name), active: true };
    this.state.products[id] = product;
    this.save();
    return product;
  }

  private createSession(form: Record<string, any>): CheckoutSession {
    const price = form.line_items?.[0]?.price as string | undefined;
    if (!price || !this.state.prices[price]) throw new StripeRequestError(`No such price: '${price}'`);
    const trialDays = form.subscription_data?.trial_period_days === undefined ? null : Number(form.subscription_data.trial_period_days);
    if (trialDays !== null && !(Number.isInteger(trialDays) && trialDays >= 1 && trialDays <= 730)) throw new StripeRequestError('trial_period_days must be between 1 and 730.');
    // A Checkout session lives on real time (a test clock moves subscriptions, not sessions).
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
      trial_period_days: trialDays,
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
    const trialEnd = session.trial_period_days ? this.now() + session.trial_period_days * DAY_SECONDS : null;
    const subscription: Subscription = {
      id: `sub_${randomBytes(12).toString('hex')}`,
      status: trialEnd ? 'trialing' : 'active',
      metadata: session.subscription_data_metadata,
      price: session.price,
      customer_email: session.customer_email,
      current_period_end: trialEnd ?? this.now() + this.periodSeconds(session.price),
      cancel_at_period_end: false,
      trial_end: trialEnd,
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

  private periodSeconds(price: string): number {
    return (this.state.prices[price]?.recurring.interval === 'year' ? 365 : 30) * DAY_SECONDS;
  }

  /**
   * Moves Stripe's clock ahead and does what Stripe would have done meanwhile, in order, for each subscription: the
   * trial reminder e-mail 7 days before a trial ends, `trial_will_end` 3 days before, then the first charge at its end
   * (the card always pays here); a paid period renews, or ends when its holder canceled it.
   */
  private async advance(seconds: number): Promise<void> {
    this.state.clockOffsetSeconds += seconds;
    this.save();
    const now = this.now();
    for (const subscription of Object.values(this.state.subscriptions)) {
      if (subscription.status === 'trialing' && subscription.trial_end !== null) {
        if (!subscription.trial_reminded && now >= subscription.trial_end - TRIAL_REMINDER_DAYS * DAY_SECONDS) {
          subscription.trial_reminded = true;
          this.remindTrialEnd(subscription);
        }
        if (!subscription.trial_will_end_sent && now >= subscription.trial_end - TRIAL_WILL_END_DAYS * DAY_SECONDS) {
          subscription.trial_will_end_sent = true;
          this.save();
          await this.sendWebhook('customer.subscription.trial_will_end', subscriptionObject(subscription), subscription.trial_end - TRIAL_WILL_END_DAYS * DAY_SECONDS);
        }
      }
      // Each event is dated when it happened on the clock, as a test clock's are, not when the clock was moved.
      while ((subscription.status === 'trialing' || subscription.status === 'active') && subscription.current_period_end <= now) {
        const happenedAt = subscription.current_period_end;
        if (subscription.cancel_at_period_end) {
          subscription.status = 'canceled';
          this.save();
          await this.sendWebhook('customer.subscription.deleted', subscriptionObject(subscription), happenedAt);
          break;
        }
        subscription.status = 'active';
        subscription.current_period_end += this.periodSeconds(subscription.price);
        this.save();
        await this.sendWebhook('customer.subscription.updated', subscriptionObject(subscription), happenedAt);
      }
    }
  }

  /** Stripe's « Your free trial ends soon » e-mail (sent by Stripe when the Billing setting is on). */
  private remindTrialEnd(subscription: Subscription): void {
    if (!subscription.customer_email || subscription.trial_end === null) return;
    const price = this.state.prices[subscription.price]!;
    const amount = (price.unit_amount / 100).toLocaleString('fr-FR', { style: 'currency', currency: price.currency.toUpperCase() });
    const end = new Date(subscription.trial_end * 1000).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
    this.options.outbox?.add({
      at: new Date(this.now() * 1000).toISOString(),
      channel: 'email',
      to: subscription.customer_email,
      username: subscription.metadata.uid ?? '',
      subject: 'Votre essai gratuit de Plume se termine bientôt',
      text: `Votre essai gratuit se termine le ${end}. Votre carte sera alors débitée de ${amount} par ${price.recurring.interval === 'year' ? 'an' : 'mois'}, sauf si vous annulez avant cette date depuis votre compte Plume.`,
    });
  }

  private async sendWebhook(type: string, object: unknown, created = this.now()): Promise<void> {
    const payload = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', type, created, livemode: false, api_version: '2025-01-01', data: { object } });
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
    trial_end: subscription.trial_end,
    items: { object: 'list', data: [{ object: 'subscription_item', price: { id: subscription.price }, current_period_end: subscription.current_period_end }] },
  };
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
class StripeRequestError extends Error {
  constructor(message: string, readonly code?: string) {
    super(message);
  }
}

function stripeError(response: ServerResponse, status: number, type: string, message: string, code?: string): void {
  json(response, status, { error: { type, message, ...(code ? { code } : {}) } });
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1b1b3a}h1{font-size:1.4rem}.price{font-size:2rem;font-weight:700}.price span{font-size:1rem;font-weight:400}.note{background:#fff4d6;padding:.5rem .75rem;border-radius:.5rem}button{width:100%;padding:.8rem;margin-top:.75rem;font-size:1rem;border-radius:.5rem;border:0;background:#4c3fd1;color:#fff;cursor:pointer}button.secondary{background:#eee;color:#1b1b3a}button:focus-visible{outline:3px solid #f5a524;outline-offset:2px}</style></head><body>${body}</body></html>`;
}
