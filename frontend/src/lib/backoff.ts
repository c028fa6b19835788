/**
 * The wait before try `attempt` + 1 (0-based) of something that failed for a reason that may pass (a socket that
 * closed, a server or a network that failed): `firstMs`, doubling up to `capMs`, less up to 30 % at random, so that
 * many pages that failed together do not all come back at the same moment.
 */
export function retryDelayMs(attempt: number, { firstMs, capMs }: { firstMs: number; capMs: number }, random: () => number = Math.random): number {
  const base = Math.min(capMs, firstMs * 2 ** attempt);
  return Math.round(base * (0.7 + 0.3 * random()));
}
