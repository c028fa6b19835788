import { createHash, timingSafeEqual } from 'node:crypto';
import { originVerifyValue } from '#clients/secrets';
import { originVerify } from '../routes.ts';

/**
 * Whether a request came through the site's CloudFront distribution, which alone adds the origin header with the
 * secret's value (`originVerify` in the route table). Read from the headers of an HTTP event or of the WebSocket
 * `$connect` authorizer's event; throws when the secret cannot be read (the caller's 500, not a refusal).
 * Compares digests, so the time taken tells nothing about how much of the value a guess got right.
 */
export async function cameThroughEdge(headers: Record<string, string | undefined> | undefined): Promise<boolean> {
  const sent = headers?.[originVerify.header];
  if (!sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(await originVerifyValue()));
}
