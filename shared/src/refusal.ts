import type { MessageKey } from './messages.ts';

/**
 * Why a request was refused, independent of the transport: the HTTP runtime maps a kind to a status code, the
 * WebSocket runtime to an `error` frame. Use cases throw a `Refusal`, so battles and rooms reuse them as they are.
 */
export const refusalKinds = ['invalid', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'too_large', 'locked', 'rate_limited', 'upstream', 'unavailable'] as const;
export type RefusalKind = (typeof refusalKinds)[number];

/** A failure the caller can fix or must be told about: a kind and a catalogue message, with optional data. */
export class Refusal extends Error {
  constructor(readonly kind: RefusalKind, readonly key: MessageKey, readonly data?: unknown) {
    super(key);
    this.name = 'Refusal';
  }
}
