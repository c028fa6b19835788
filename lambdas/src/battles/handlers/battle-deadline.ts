import { battleDeadlineTimer } from '@plume/shared/battles';
import { logger } from '#clients/logger';
import { flushMetrics } from '#clients/metrics';
import { revealAtDeadline } from '#battles/deadline';

/**
 * The `battle-deadline` timer (manifest `timers`): EventBridge Scheduler invokes it once at a question's deadline + 1 s
 * with `{battleId, index}`; it reveals the question if nobody did. A malformed payload is logged and dropped (a retry
 * would not mend it); a timer fired far too early throws, so Lambda's asynchronous retries knock again later.
 */
export const handler = async (raw: unknown): Promise<void> => {
  const parsed = battleDeadlineTimer.safeParse(raw);
  if (!parsed.success) {
    logger.error('malformed battle deadline timer', { issues: parsed.error.issues.length });
    return;
  }
  try {
    const outcome = await revealAtDeadline(parsed.data);
    if (outcome === 'not-due') throw new Error(`battle deadline timer ${parsed.data.battleId}#${parsed.data.index} fired before its time`);
  } finally {
    flushMetrics();
  }
};
