import type { ApiEnvelope } from '@plume/shared/api';

/**
 * The envelope every answer of ours has (seed §7), checked by hand: a schema library for four fields would put zod
 * in every page, where only the pages that check their data with a schema need it.
 */
export function isEnvelope(body: unknown): body is ApiEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, code } = body as Record<string, unknown>;
  return typeof error === 'boolean' && typeof message === 'string' && (code === undefined || typeof code === 'string');
}
