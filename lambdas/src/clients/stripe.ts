import Stripe from 'stripe';
import { PLAN_CURRENCY, planLookupKey, planPrices, type Plan } from '@plume/shared/plans';
import { env } from './env.ts';
import { stripeSecret } from './secrets.ts';

let client: { secretKey: string; stripe: Stripe } | undefined;

/**
 * The Stripe SDK with the secret key read from Secrets Manager (a new client once the key was rotated), pointed at
 * STRIPE_API_URL when it is set (the local cloud's Stripe emulator), else at Stripe.
 */
export async function stripe(): Promise<Stripe> {
  const { secretKey } = await stripeSecret();
  if (client?.secretKey !== secretKey) {
    const api = env.stripeApiUrl ? new URL(env.stripeApiUrl) : undefined;
    client = {
      secretKey,
      stripe: new Stripe(secretKey, {
        maxNetworkRetries: 2,
        ...(api ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
      }),
    };
  }
  return client.stripe;
}

/** The Stripe product every plan's price belongs to, by a fixed id so that each deployment finds its own. */
export const STRIPE_PRODUCT_ID = 'plume_subscription';

const resolvedPrices = new Map<string, string>();

/**
 * The id of the Stripe price that charges a plan what `planPrices` says, found by its lookup key and created (with
 * the product, the first time) when there is none yet: prices are written once, in `shared/src/plans.ts`. A price
 * found with other figures under the key is refused rather than charged.
 */
export async function stripePriceOf(plan: Plan): Promise<string> {
  const lookupKey = planLookupKey(plan);
  const known = resolvedPrices.get(lookupKey);
  if (known) return known;
  const client = await stripe();
  const { amountCents, interval } = planPrices[plan];
  const found = (await client.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data[0]
    ?? (await createPrice(client, plan, lookupKey));
  if (found.unit_amount !== amountCents || found.currency !== PLAN_CURRENCY || found.recurring?.interval !== interval) {
    throw new Error(`Stripe price ${found.id} (${lookupKey}) charges ${found.unit_amount} ${found.currency} per ${found.recurring?.interval}, not what plans.ts says`);
  }
  resolvedPrices.set(lookupKey, found.id);
  return found.id;
}

async function createPrice(client: Stripe, plan: Plan, lookupKey: string): Promise<Stripe.Price> {
  await client.products.retrieve(STRIPE_PRODUCT_ID).catch(async (error: unknown) => {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
    await client.products.create({ id: STRIPE_PRODUCT_ID, name: 'Plume' }).catch(ignoreAlreadyExists);
  });
  const { amountCents, interval } = planPrices[plan];
  // Two first checkouts at once may both create: the second gets the key (`transfer_lookup_key`), and both prices charge the same.
  return client.prices.create({ product: STRIPE_PRODUCT_ID, currency: PLAN_CURRENCY, unit_amount: amountCents, recurring: { interval }, lookup_key: lookupKey, transfer_lookup_key: true, nickname: `Plume ${plan}` });
}

function ignoreAlreadyExists(error: unknown): void {
  if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
}

/** The signing secret of Stripe's webhook calls. */
export async function stripeWebhookSecret(): Promise<string> {
  return (await stripeSecret()).webhookSecret;
}
