import { battleLanguages } from '@plume/shared/battles';
import { categoryIds } from '@plume/shared/content';
import { closeTicket, staleTickets } from '#battles/data/matchmaking';
import { MATCHMAKING_STALE_MS, refundOf } from './matchmaking.ts';

/*
 * The sweep of random-battle tickets left behind (docs/battles.md, « Random matchmaking »). A waiting client renews
 * its ticket every 2 s and `$disconnect` closes it; when that `$disconnect` is lost, the ticket stays, skipped by
 * every matching pass, its entry held. Once a minute (the manifest's `schedules`) every pool is read and each ticket
 * not renewed for more than 6 s is closed with its refund, by the same idempotency key as a cancel or a disconnect,
 * and only if it is still that seating and still not renewed (a conditional delete in the refund's transaction): a
 * replayed or overlapping sweep, or a disconnect arriving late, refunds nothing more.
 */

/** Closes the stale tickets of every pool; returns how many this call closed. */
export async function sweepStaleTickets(now: number): Promise<number> {
  const staleBefore = now - MATCHMAKING_STALE_MS;
  const pools = categoryIds.flatMap((category) => battleLanguages.map((language) => ({ category, language })));
  const closed = await Promise.all(pools.map(async ({ category, language }) => {
    const tickets = await staleTickets(category, language, staleBefore);
    const results = await Promise.all(tickets.map((ticket) => closeTicket(ticket, refundOf(ticket), staleBefore)));
    return results.filter(Boolean).length;
  }));
  return closed.reduce((sum, n) => sum + n, 0);
}
