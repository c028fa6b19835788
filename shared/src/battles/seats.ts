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
