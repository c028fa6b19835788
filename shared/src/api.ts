import * as z from 'zod';
import type { MessageKey } from './messages.ts';

/** Every API response body (seed §7): `error` tells failure, `message` is for people, `data` is the payload. */
export const apiEnvelopeSchema = z.object({
  error: z.boolean(),
  message: z.string(),
  code: z.string().optional(),
  data: z.unknown().optional(),
});
export type ApiEnvelope<T = unknown> = { error: boolean; message: string; code?: MessageKey; data?: T };

/** `health`'s answer: the table answered, and when the scheduler last ran (`null`: never). */
export const healthSchema = z.object({ status: z.literal('ok'), time: z.string(), lastHeartbeat: z.string().nullable() });

/** Seed §5: a response whose body has `error` set is a failure with its message; otherwise success. */
export function isApiFailure(body: unknown): body is ApiEnvelope & { error: true } {
  return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === true;
}

/** Largest request body the API accepts, as API Gateway's WebSocket frame limit and our HTTP limit. */
export const MAX_BODY_BYTES = 256 * 1024;
