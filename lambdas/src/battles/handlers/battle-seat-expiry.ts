import { seatExpiryTimer } from '@plume/shared/battles';
import { logger } from '#clients/logger';
import { flushMetrics } from '#clients/metrics';
import { releaseAtExpiry } from '#battles/resume';

/**
 * The `battle-seat-expiry` timer (manifest `timers`): EventBridge Scheduler invokes it once at an away seat's expiry
 * with `{battleId, seatExpiresAt}`; it gives up the battle's expired seats if nobody's move did. A malformed payload is
 * logged and dropped (a retry would not mend it); a timer fired far too early throws, so a retry knocks again later.
 */
export const handler = async (raw: unknown): Promise<void> => {
  const parsed = seatExpiryTimer.safeParse(raw);
  if (!parsed.success) {
    logger.error('malformed seat expiry timer', { issues: parsed.error.issues.length });
    return;
  }
  try {
    const outcome = await releaseAtExpiry(parsed.data);
    if (outcome === 'not-due') throw new Error(`seat expiry timer of battle ${parsed.data.battleId} fired before its time`);
  } finally {
    flushMetrics();
  }
};
