import { expiredSeats, type ResumeBattleFrame, type SeatExpiryTimer } from '@plume/shared/battles';
import { Refusal } from '@plume/shared';
import { getBattle, leaveGroupBattle, reattachSeat, type Battle } from '#data/battles';
import { connectionSeat, markInBattle } from '#data/connections';
import { send } from '#runtime/websocket';
import { snapshotFrame } from './battle-views.ts';
import { playOnWithout } from './groups.ts';
import { battleOf, deleteRoom, leaveDuel, vacateSeat, type Caller } from './rooms.ts';
import { resumeHash, seatBack, seatLost } from './seats.ts';

/*
 * Disconnects and resume (docs/battles.md): a dropped connection keeps its seat for a while with no pause; a new
 * connection takes it back with the seat's resume token and gets a numbered snapshot of the screen; a seat kept past
 * its expiry is given up at the next move anyone makes on the battle (nudges knock at every question's end).
 */

/**
 * Gives up every seat kept past its expiry (server clock), as its player leaving would: in play, a duel ends by
 * forfeit (the one who stayed wins; abandoned, with no winner, when the other is away too) and a group plays on
 * without them; in the lobby, a guest's seat is given back with its entry and an absent owner's room is deleted. Each
 * is one conditional write that also checks the expiry, so ten knocks at once have one effect and a player who resumed
 * meanwhile keeps the seat. Returns the battle as it is now.
 */
export async function settleExpiredSeats(battle: Battle, now: number): Promise<Battle> {
  const expired = battle.status === 'playing' || battle.status === 'lobby' ? expiredSeats(battle.players, now) : [];
  if (!expired.length) return battle;
  for (const profileId of expired) {
    const current = await getBattle(battle.battleId);
    if (!current) break;
    await giveUpSeat(current, profileId, now);
  }
  return (await getBattle(battle.battleId)) ?? battle;
}

/** How long a seat timer that fired early (AWS allows some drift) waits for the seat's expiry. */
const EARLY_FIRE_WAIT_LIMIT_MS = 5_000;

/**
 * The seat's timer fired at its expiry: every seat of the battle expired by now is given up, as at any knock (the same
 * conditional writes, so a nudge or a resume racing it has one effect). A seat taken back in time, a battle already
 * over or gone: nothing to do.
 */
export async function releaseAtExpiry(timer: SeatExpiryTimer): Promise<'released' | 'nothing-to-release' | 'not-due'> {
  const early = timer.seatExpiresAt - Date.now();
  if (early > EARLY_FIRE_WAIT_LIMIT_MS) return 'not-due';
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  const battle = await getBattle(timer.battleId);
  if (!battle) return 'nothing-to-release';
  const now = Date.now();
  const before = expiredSeats(battle.players, now).length;
  if (!before) return 'nothing-to-release';
  const after = await settleExpiredSeats(battle, now);
  return expiredSeats(after.players, now).length < before || after.status !== battle.status ? 'released' : 'nothing-to-release';
}

async function giveUpSeat(battle: Battle, profileId: string, now: number): Promise<void> {
  const seat = battle.players[profileId];
  if (!seat || seat.left) return;
  if (battle.status === 'playing' && battle.group && battle.playerCount > 2) {
    const after = await leaveGroupBattle(battle.battleId, profileId, seat.uid, { seatExpired: true, now });
    if (after) await playOnWithout(after, now);
  } else if (battle.status === 'playing') {
    await leaveDuel(battle, profileId, seat.uid, now, { seatExpired: true });
  } else if (battle.status === 'lobby' && battle.ownerProfileId === profileId) {
    await deleteRoom(battle.battleId, profileId, { expiredAt: now });
  } else if (battle.status === 'lobby') {
    await vacateSeat(battle, profileId, { expiredAt: now });
  }
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
  const battle = await settleExpiredSeats(found, now);
  const after = battle.status === 'finished' ? undefined : await reattachSeat(battle.battleId, profileId, caller.uid, hash, caller.connectionId, now);
  if (!after) {
    const latest = await getBattle(battle.battleId);
    if (latest?.status === 'finished' && latest.players[profileId]) return send(caller.connectionId, snapshotFrame(latest, profileId, Date.now()));
    if (latest?.status === 'deleted') throw new Refusal('not_found', 'room_deleted');
    throw new Refusal('conflict', 'battle_seat_gone');
  }
  await markInBattle(caller.connectionId, { battleId: after.battleId, profileId });
  await send(caller.connectionId, snapshotFrame(after, profileId, Date.now()));
  if (battle.players[profileId]!.seatExpiresAt !== undefined) await seatBack(after, profileId);
}

/** `battle_goodbye`: the page is going away (`pagehide`), so the seat is kept only a short while from now. */
export async function sayGoodbye(caller: Caller, battleId: string, profileId: string, now: number): Promise<void> {
  const battle = await battleOf(caller, battleId, profileId);
  await seatLost(battle, profileId, caller.connectionId, 'goodbye', now);
}

/** `$disconnect`: the seat this connection held (if it still holds it) is kept until its expiry. */
export async function holdSeatOnDisconnect(connectionId: string, now: number): Promise<void> {
  const seat = await connectionSeat(connectionId);
  const battle = seat && (await getBattle(seat.battleId));
  if (!seat || !battle?.players[seat.profileId]) return;
  await seatLost(battle, seat.profileId, connectionId, 'disconnect', now);
}
