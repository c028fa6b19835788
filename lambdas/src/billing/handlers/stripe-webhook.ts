import { languageFromHeader, stripeEventSchema } from '@plume/shared';
import { stripeEventReceived } from '@plume/events';
import { respond, throughEdgeOnly, type HttpEvent } from '#runtime/http';
import { stripe, stripeWebhookSecret } from '#clients/stripe';
import { publishEvent } from '#clients/bus';
import { logger } from '#clients/logger';

/**
 * Stripe's webhook: the signature is checked on the raw body (so the body is not parsed first), then the event goes
 * on the bus untouched. Stripe retries anything but a 2xx, so only a bad signature or shape answers 400. Stripe calls
 * the site's address (docs/deploy.md), so its requests come through CloudFront like every other.
 */
export const handler = throughEdgeOnly(async (event: HttpEvent) => {
  const language = languageFromHeader(event.headers?.['accept-language']);
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  // Outside the check: a secret that cannot be read is our failure (5xx, retried by Stripe), not a bad signature.
  const [client, webhookSecret] = await Promise.all([stripe(), stripeWebhookSecret()]);
  let verified: unknown;
  try {
    verified = client.webhooks.constructEvent(raw, event.headers?.['stripe-signature'] ?? '', webhookSecret);
  } catch (error) {
    logger.warn('rejected Stripe webhook', { reason: (error as Error).message });
    return respond(400, 'stripe_signature_invalid', language);
  }
  const parsed = stripeEventSchema.safeParse(verified);
  if (!parsed.success) return respond(400, 'invalid_request', language);
  await publishEvent(stripeEventReceived, parsed.data);
  return respond(200, 'ok', language, { received: parsed.data.id });
});
