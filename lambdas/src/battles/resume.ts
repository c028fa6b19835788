import { expiredSeats, seatBack, snapshotFrame, type ResumeBattleFrame, type SeatExpiryTimer } from '@plume/shared/battles';
import { Refusal } from '@plume/shared';
import { getBattle, reattachSeat } from '#battles/data/battles';
import { connectionSeat, markInBattle } from '#connections/data/connections';
import { send } from '#runtime/websocket';
import type { Caller } from './caller.ts';
import { deliverEffects, runMove } from './run-move.ts';
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
 * `battle_resume`: this connection takes back the seat the token belongs to (the caller's account must hold it), and
 * gets the snapshot of its screen. The last resume wins: frames go to the newest connection only. A finished battle
 * answers with its result; a seat given up answers `battle_seat_gone`.
 */
export async function resumeSeat(caller: Caller, frame: Omit<ResumeBattleFrame, 'action'>, now: number): Promise<void> {
  const { profileId } = frame;
  const hash = resumeHash(frame.token);
  const found = await getBattle(frame.battleId);
  const seat = found?.players[profileId];
  // A lobby seat given up at its expiry is gone from the battle; its token's hash says the seat was this one.
  if (found && !seat && found.releasedSeats?.has(hash)) throw new Refusal('conflict', 'battle_seat_gone');
  if (!found || !seat || seat.bot || seat.uid !== caller.uid || seat.resumeHash !== hash) throw new Refusal('not_found', 'battle_not_found');
  if (found.status === 'deleted') throw new Refusal('not_found', 'room_deleted');
  const battle = (await runMove(found.battleId, { type: 'settle' }, () => now)).after ?? found;
  const after = battle.status === 'finished' ? undefined : await reattachSeat(battle.battleId, profileId, caller.uid, hash, caller.connectionId, now);
  if (!after) {
    const latest = await getBattle(battle.battleId);
    if (latest?.status === 'finished' && latest.players[profileId]) return send(caller.connectionId, snapshotFrame(latest, profileId, Date.now()));
    if (latest?.status === 'deleted') throw new Refusal('not_found', 'room_deleted');
    throw new Refusal('conflict', 'battle_seat_gone');
  }
  await markInBattle(caller.connectionId, { battleId: after.battleId, profileId });
  await send(caller.connectionId, snapshotFrame(after, profileId, Date.now()));
  if (battle.players[profileId]!.seatExpiresAt !== undefined) await deliverEffects(after.battleId, seatBack(after, profileId));
}

/** `$disconnect`: the seat this connection held (if it still holds it) is kept until its expiry. */
export async function holdSeatOnDisconnect(connectionId: string, now: number): Promise<void> {
  const seat = await connectionSeat(connectionId);
  if (!seat) return;
  await runMove(seat.battleId, { type: 'away', profileId: seat.profileId, connectionId, loss: 'disconnect', at: now });
}
