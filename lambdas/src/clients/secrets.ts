import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { env } from './env.ts';

/**
 * Secrets are read at run time with GetSecretValue, never put in the function's configuration: the environment names
 * the secret (`PROFILE_UNLOCK_SECRET_ID`, `STRIPE_SECRET_ID`, `ORIGIN_VERIFY_SECRET_ID`, `SPEECH_CLIP_SECRET_ID`) and
 * the role may read that secret only.
 * `AWS_ENDPOINT_URL_SECRETS_MANAGER` points the client at the local cloud's Secrets Manager, so the code path is the
 * same on a laptop and on AWS.
 */
export const secretsManager = new SecretsManagerClient({});

/**
 * How long a value is reused by one execution environment: one GetSecretValue per secret per 5 minutes at most, and a
 * value put in the secret (a rotated key) is in use everywhere within 5 minutes, without a deploy.
 */
export const SECRET_MAX_AGE_MS = 5 * 60_000;

const cache = new Map<string, { readAt: number; value: Promise<string> }>();

/** The secret's string value, from the module's cache while it is younger than `SECRET_MAX_AGE_MS`. */
export function secretString(secretId: string, now = Date.now()): Promise<string> {
  const cached = cache.get(secretId);
  if (cached && now - cached.readAt < SECRET_MAX_AGE_MS) return cached.value;
  const value = secretsManager.send(new GetSecretValueCommand({ SecretId: secretId })).then(({ SecretString }) => {
    if (SecretString === undefined) throw new Error(`secret ${secretId} has no string value`);
    return SecretString;
  });
  cache.set(secretId, { readAt: now, value });
  // A failed read is not kept: the next call asks again (the caller still gets this rejection).
  value.catch(() => {
    if (cache.get(secretId)?.value === value) cache.delete(secretId);
  });
  return value;
}

/** Forgets every cached value (tests). */
export function forgetSecrets(): void {
  cache.clear();
}

/** The HMAC key of profile unlocks (a generated secret on AWS; a random one at each start of the local cloud). */
export function profileUnlockKey(): Promise<string> {
  return secretString(env.profileUnlockSecretId);
}

/**
 * The key speech clips are named with (`speechKey` in `src/speech/speech-clips.ts`): a generated secret on AWS, kept
 * in the local cloud's data folder. A new value names every clip anew (each is rendered again when next served).
 */
export function speechClipNamingKey(): Promise<string> {
  return secretString(env.speechClipSecretId);
}

/** What CloudFront puts in the origin header of every request it sends the HTTP API (a generated secret on AWS). */
export function originVerifyValue(): Promise<string> {
  return secretString(env.originVerifySecretId);
}

const stripeSecretSchema = z.object({
  secretKey: z.string().min(1),
  webhookSecret: z.string().min(1),
});
export type StripeSecret = z.infer<typeof stripeSecretSchema>;

/** Stripe's keys: one JSON secret (`plume/<stage>/stripe` on AWS unless deployed with another `stripeSecretName`; `plume/stripe` in the local cloud). */
export async function stripeSecret(): Promise<StripeSecret> {
  return stripeSecretSchema.parse(JSON.parse(await secretString(env.stripeSecretId)));
}
