/*
 * The seat this tab holds, kept in sessionStorage so a refresh (or a dropped socket) can take it back with
 * `battle_resume`. Per tab on purpose: a second tab gets its own seat frames by joining, and closing the tab forgets
 * the token. One battle at a time: a new seat replaces the last one.
 */

export interface HeldSeat { battleId: string; profileId: string; token: string; code?: string }

const KEY = 'plume.battle.seat';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): no resume after a refresh, the rest works
  }
}

export function heldSeat(): HeldSeat | undefined {
  try {
    const raw = storage()?.getItem(KEY);
    const seat = raw ? (JSON.parse(raw) as Partial<HeldSeat>) : undefined;
    return seat && typeof seat.battleId === 'string' && typeof seat.profileId === 'string' && typeof seat.token === 'string' ? (seat as HeldSeat) : undefined;
  } catch {
    return undefined;
  }
}

export function holdSeat(seat: HeldSeat): void {
  storage()?.setItem(KEY, JSON.stringify(seat));
}

/** Notes the room code of the held seat, so the room's link resumes it rather than joining again. */
export function noteSeatCode(battleId: string, code: string | undefined): void {
  const seat = heldSeat();
  if (seat?.battleId === battleId && code && seat.code !== code) holdSeat({ ...seat, code });
}

/** The battle ended or the seat is gone: nothing to resume any more. */
export function releaseSeat(battleId?: string): void {
  if (battleId === undefined || heldSeat()?.battleId === battleId) storage()?.removeItem(KEY);
}
