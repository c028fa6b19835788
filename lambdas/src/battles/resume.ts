import { expiredSeats, type ResumeBattleFrame, type SeatExpiryTimer } from '@plume/shared/battles';
import { connectionSeat, markInBattle } from '#connections/data/connections';
import type { Caller } from './caller.ts';
import { runMove } from './run-move.ts';
import { resumeHash } from './seats.ts';

/*
 * Disconnects and resume (docs/battles.md): a dropped connection keeps its seat for a while with no pause; a new
 * connection takes it back with the seat's resume token and gets a numbered snapshot of the screen; a seat kept past
 * its expiry is given up at the next move anyone makes on the battle (the engine's knock; nudges knock at every
 * question's end), or by its own timer.
 */

/** How long a seat timer that fired early (AWS allows some drift) waits for the seat's expiry. */
const EARLY_FIRE_WAIT_LIMIT_MS = 5_000;

/**
 * The seat's timer fired at its expiry: every seat of the battle expired by now is given up, as at any knock (the same
 * engine move and conditional save, so a nudge or a resume racing it has one effect). A seat taken back in time, a
 * battle already over or gone: nothing to do.
 */
export async function releaseAtExpiry(timer: SeatExpiryTimer): Promise<'released' | 'nothing-to-release' | 'not-due'> {
  const early = timer.seatExpiresAt - Date.now();
  if (early > EARLY_FIRE_WAIT_LIMIT_MS) return 'not-due';
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  const now = Date.now();
  const { before, after } = await runMove(timer.battleId, { type: 'settle' }, () => now);
  if (!before || !after) return 'nothing-to-release';
  const expired = expiredSeats(before.players, now).length;
  if (!expired) return 'nothing-to-release';
  return expiredSeats(after.players, now).length < expired || after.status !== before.status ? 'released' : 'nothing-to-release';
}

/**
 * `battle_resume`: this connection takes back the seat the token belongs to — the engine's `resume` (the caller's
 * account must hold it, the token's hash must be the seat's; a finished battle answers with its result, a seat given
 * up with `battle_seat_gone`), with the snapshot of its screen. Once the seat is this connection's, the connection
 * knows its seat.
 */
export async function resumeSeat(caller: Caller, frame: Omit<ResumeBattleFrame, 'action'>, at: number): Promise<void> {
  const { battleId, profileId } = frame;
  await runMove(battleId, { type: 'resume', profileId, uid: caller.uid, connectionId: caller.connectionId, resumeHash: resumeHash(frame.token), at }, Date.now, async ({ after }) => {
    if (after.status !== 'finished') await markInBattle(caller.connectionId, { battleId, profileId });
  });
}

/** `$disconnect`: the seat this connection held (if it still holds it) is kept until its expiry. */
export async function holdSeatOnDisconnect(connectionId: string, now: number): Promise<void> {
  const seat = await connectionSeat(connectionId);
  if (!seat) return;
  await runMove(seat.battleId, { type: 'away', profileId: seat.profileId, connectionId, loss: 'disconnect', at: now });
}
