import * as z from 'zod';
import type { EventPattern } from '@plume/shared';

/** Every Plume event comes from one source; the detail-type is `<domain>.<past-tense>`. */
export const PLUME_SOURCE = 'plume';

export interface EventContract<Detail extends z.ZodType> {
  readonly source: typeof PLUME_SOURCE;
  readonly detailType: string;
  readonly schema: Detail;
  /** The rule pattern consumers subscribe with, in EventBridge's native JSON form. */
  readonly pattern: EventPattern;
}

export function defineEvent<Detail extends z.ZodType>(detailType: string, schema: Detail): EventContract<Detail> {
  return { source: PLUME_SOURCE, detailType, schema, pattern: { source: [PLUME_SOURCE], 'detail-type': [detailType] } };
}

/** The EventBridge envelope a consumer receives (AWS's `EventBridgeEvent`), parsed rather than trusted. */
export const eventEnvelopeSchema = z.object({
  version: z.string(),
  id: z.string().min(1),
  'detail-type': z.string(),
  source: z.string(),
  account: z.string(),
  time: z.string(),
  region: z.string(),
  resources: z.array(z.string()),
  detail: z.unknown(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export interface ParsedEvent<Detail> {
  id: string;
  time: string;
  detail: Detail;
}

/** Parses an incoming envelope against a contract; throws a ZodError when it does not fit. */
export function parseEvent<Detail extends z.ZodType>(contract: EventContract<Detail>, raw: unknown): ParsedEvent<z.infer<Detail>> {
  const envelope = eventEnvelopeSchema.parse(raw);
  if (envelope.source !== contract.source || envelope['detail-type'] !== contract.detailType) {
    throw new Error(`event ${envelope.id} is ${envelope.source}/${envelope['detail-type']}, expected ${contract.source}/${contract.detailType}`);
  }
  return { id: envelope.id, time: envelope.time, detail: contract.schema.parse(envelope.detail) };
}
