/*
 * Random matchmaking's level window: a player waiting in a pool is matched with players whose level differs by at
 * most the window, which widens the longer they wait; after 30 s the search gives up (offer a retry or the bot).
 */
export const MATCHMAKING_GIVE_UP_MS = 30_000;

/** ±0 at first, ±1 after 5 s, ±2 after 10 s; `undefined` once the search has given up. */
export function levelWindow(waitedMs: number): number | undefined {
  if (waitedMs >= MATCHMAKING_GIVE_UP_MS) return undefined;
  if (waitedMs >= 10_000) return 2;
  if (waitedMs >= 5_000) return 1;
  return 0;
}

/** Two waiting players match when their levels are within both of their windows (the narrower one decides). */
export function canMatch(a: { level: number; waitedMs: number }, b: { level: number; waitedMs: number }): boolean {
  const windowA = levelWindow(a.waitedMs);
  const windowB = levelWindow(b.waitedMs);
  if (windowA === undefined || windowB === undefined) return false;
  return Math.abs(a.level - b.level) <= Math.min(windowA, windowB);
}
