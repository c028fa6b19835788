import * as z from 'zod';
import { entityId } from '../bounds.ts';
import type { BattleKind } from './outcome.ts';

/*
 * Seat keeping (docs/battles.md, « Disconnects and resume »): a player whose connection drops keeps the seat for a
 * while, with no pause — missed questions time out as usual. The seat's expiry is a server time stored on the seat;
 * once it has passed, the absent player is out (a duel ends by forfeit, a group plays on without them).
 */

/** How long a dropped connection keeps its seat: a random battle's stranger waits less than friends in a room. */
export const SEAT_KEPT_MS = { random: 40_000, room: 60_000 } as const;
/** After a `battle_goodbye` (the page said it is going away): the player closed the tab, most likely. */
export const SEAT_KEPT_AFTER_GOODBYE_MS = 10_000;

export type SeatLoss = 'disconnect' | 'goodbye';

/** When the seat of a player who went away at `goneAt` expires. */
export function seatExpiry(kind: BattleKind, loss: SeatLoss, goneAt: number): number {
  if (loss === 'goodbye') return goneAt + SEAT_KEPT_AFTER_GOODBYE_MS;
  return goneAt + (kind === 'random' ? SEAT_KEPT_MS.random : SEAT_KEPT_MS.room);
}

export interface KeptSeat { left: boolean; bot: boolean; seatExpiresAt?: number | undefined }

/** Whether a seat is held by nobody any more: away, and its expiry passed on the server's clock. */
export function seatExpired(seat: KeptSeat, now: number): boolean {
  return !seat.left && !seat.bot && seat.seatExpiresAt !== undefined && now >= seat.seatExpiresAt;
}

/** The profiles whose seat has expired, in a stable order (so every caller settles them the same way). */
export function expiredSeats(players: Record<string, KeptSeat>, now: number): string[] {
  return Object.keys(players).filter((id) => seatExpired(players[id]!, now)).sort();
}

/**
 * The server timer of a seat marked away (docs/battles.md, « Disconnects and resume »): set when the seat is marked
 * away, it fires at the seat's expiry and gives up every seat of the battle expired by then, so a lobby nobody touches
 * does not wait for a knock. A seat that came back in time is not expired any more: its timer finds nothing to do.
 */
export const seatExpiryTimer = z.object({ battleId: entityId, seatExpiresAt: z.int().min(0).max(Number.MAX_SAFE_INTEGER) });
export type SeatExpiryTimer = z.infer<typeof seatExpiryTimer>;

/**
 * The schedule's name: one per battle and expiry instant, so marking the same absence twice sets one timer, and two
 * seats expiring at the same millisecond share one (it settles both). Scheduler names are at most 64 of
 * [0-9a-zA-Z-_.]: a battle id (a UUID) is reduced to those characters and cut to fit.
 */
export function seatExpiryTimerName({ battleId, seatExpiresAt }: SeatExpiryTimer): string {
  const suffix = `-${seatExpiresAt}`;
  return `seat-${battleId.replace(/[^0-9a-zA-Z-_.]/g, '_').slice(0, 64 - 'seat-'.length - suffix.length)}${suffix}`;
}
