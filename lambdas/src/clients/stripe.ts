import Stripe from 'stripe';
import { env } from './env.ts';

let client: Stripe | undefined;

/** The Stripe SDK, pointed at STRIPE_API_URL when it is set (the local cloud's Stripe emulator), else at Stripe. */
export function stripe(): Stripe {
  if (!client) {
    const api = env.stripeApiUrl ? new URL(env.stripeApiUrl) : undefined;
    client = new Stripe(env.stripeSecretKey, {
      maxNetworkRetries: 2,
      ...(api ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }
  return client;
}
