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

/** What random battles cost: every seeker holds the same entry, so a pool is not split by stake. */
export const RANDOM_ENTRY_FEE = 10;
/** Clients seek every 2 s; a ticket not renewed for this long belongs to a client that went away and is not matched. */
export const SEEK_EVERY_MS = 2_000;
export const TICKET_STALE_MS = 3 * SEEK_EVERY_MS;

export interface WaitingTicket { profileId: string; uid: string; level: number; since: number; lastSeekAt: number }

/** Whether a ticket can still be matched at `now`: renewed lately and not past the 30 s search. */
export function isMatchable(ticket: WaitingTicket, now: number): boolean {
  return now - ticket.lastSeekAt <= TICKET_STALE_MS && levelWindow(now - ticket.since) !== undefined;
}

/**
 * One matching pass over a pool: the longest-waiting ticket first, each paired with the longest-waiting compatible
 * ticket still free. Never pairs a ticket twice, and every pair respects both players' level windows. Two profiles
 * of one family may meet, as they may in a friend room.
 */
export function pairTickets<T extends WaitingTicket>(tickets: readonly T[], now: number): [T, T][] {
  const waiting = tickets.filter((t) => isMatchable(t, now)).sort((a, b) => a.since - b.since || a.profileId.localeCompare(b.profileId));
  const taken = new Set<string>();
  const pairs: [T, T][] = [];
  for (const ticket of waiting) {
    if (taken.has(ticket.profileId)) continue;
    const opponent = waiting.find((other) => !taken.has(other.profileId) && other.profileId !== ticket.profileId
      && canMatch({ level: ticket.level, waitedMs: now - ticket.since }, { level: other.level, waitedMs: now - other.since }));
    if (!opponent) continue;
    taken.add(ticket.profileId).add(opponent.profileId);
    pairs.push([ticket, opponent]);
  }
  return pairs;
}

/** A player's battle level, 1 to 10, from their record: wins raise it, each level needing more than the last. */
export function battleLevel(record: { wins: number }): number {
  return Math.min(10, 1 + Math.floor(Math.sqrt(Math.max(0, record.wins))));
}
