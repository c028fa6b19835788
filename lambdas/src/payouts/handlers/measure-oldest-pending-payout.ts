import { flushMetrics, gaugeMetric } from '#clients/metrics';
import { oldestPendingRequestAt } from '#payouts/data/payouts';

/**
 * Every 15 minutes: how long the oldest pending payout request has waited, in hours (0 when none waits), so the ops
 * alarm fires when finance has left a family waiting more than 72 hours (infra/src/stacks/ops-stack.ts).
 */
export const handler = async (event: { time?: string }): Promise<void> => {
  const now = Date.parse(event.time ?? '') || Date.now();
  const requestedAt = await oldestPendingRequestAt();
  const hours = requestedAt ? Math.max(0, (now - Date.parse(requestedAt)) / 3_600_000) : 0;
  gaugeMetric('OldestPendingPayoutHours', Math.round(hours * 10) / 10);
  flushMetrics();
};
