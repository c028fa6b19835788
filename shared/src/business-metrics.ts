/**
 * The business figures Plume's handlers count, as CloudWatch metrics of one namespace (Powertools Metrics writes them
 * in the embedded metric format; CloudWatch, or locally the local cloud, extracts them from the function's output).
 * The ops dashboard graphs them beside the technical ones; the admin console shows them.
 */
export const METRICS_NAMESPACE = 'Plume';

export const businessMetrics = [
  'GamesCompleted',
  'CoinsCredited',
  'CoinsSpent',
  'DictationsCompleted',
  'FlashcardsReviewed',
  'CrosswordsSolved',
  // battles and payouts (docs/admin.md)
  'BattlesStarted',
  'BattlesFinished',
  'PayoutsRequested',
  'PayoutsApproved',
  'PayoutsPaid',
  'PayoutsRejected',
  /** A gauge, not a count: the age in hours of the oldest pending payout request, measured by a schedule. */
  'OldestPendingPayoutHours',
] as const;
export type BusinessMetric = (typeof businessMetrics)[number];
