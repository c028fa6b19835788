import type { z } from 'zod';
import { parseEvent, type EventContract, type ParsedEvent } from '@plume/events';
import { logger } from '#clients/logger';
import { flushMetrics } from '#clients/metrics';

/**
 * Wraps an EventBridge consumer: parses the envelope and the detail against the contract before anything runs.
 * A malformed event is logged and thrown, like any failure, so EventBridge retries and then dead-letters it:
 * nothing is silently lost. Consumers must be idempotent: delivery is at-least-once.
 */
export function eventConsumer<Detail extends z.ZodType>(contract: EventContract<Detail>, consume: (event: ParsedEvent<z.infer<Detail>>) => Promise<void>) {
  return async (raw: unknown): Promise<void> => {
    let event: ParsedEvent<z.infer<Detail>>;
    try {
      event = parseEvent(contract, raw);
    } catch (error) {
      logger.error('malformed event', { contract: contract.detailType, error: (error as Error).message });
      throw error;
    }
    try {
      await consume(event);
    } finally {
      flushMetrics();
    }
  };
}

/**
 * One consumer for several events of the same shape (a payout's steps): the envelope's detail-type picks the contract
 * it is parsed with; an event of any other type is refused like a malformed one.
 */
export function eventsConsumer<Detail extends z.ZodType>(contracts: readonly EventContract<Detail>[], consume: (event: ParsedEvent<z.infer<Detail>>) => Promise<void>) {
  return async (raw: unknown): Promise<void> => {
    const detailType = (raw as { 'detail-type'?: unknown } | null)?.['detail-type'];
    const contract = contracts.find((candidate) => candidate.detailType === detailType) ?? contracts[0]!;
    await eventConsumer(contract, consume)(raw);
  };
}
