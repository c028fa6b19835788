import Stripe from 'stripe';
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

/** The Stripe price of each plan. */
export async function stripePrices(): Promise<{ monthly: string; yearly: string }> {
  const { priceMonthly, priceYearly } = await stripeSecret();
  return { monthly: priceMonthly, yearly: priceYearly };
}

/** The signing secret of Stripe's webhook calls. */
export async function stripeWebhookSecret(): Promise<string> {
  return (await stripeSecret()).webhookSecret;
}
