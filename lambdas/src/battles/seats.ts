import { createHash, randomBytes } from 'node:crypto';
import { seatExpiry, seatExpiryTimerName, type BattlePlayerAwayFrame, type SeatExpiryTimer, type SeatLoss } from '@plume/shared/battles';
import { logger } from '#clients/logger';
import { setTimer } from '#clients/timers';
import { markSeatAway, type Battle, type BattlePlayer } from '#data/battles';
import { markInBattle } from '#data/connections';
import { send } from '#runtime/websocket';

/*
 * The seat side of disconnects (docs/battles.md, « Disconnects and resume »): resume tokens, and a seat whose
 * connection went away. The rules of how long a seat is kept are in `@plume/shared/battles` (seats.ts).
 */

/** The stored form of a resume token: a hash, so a read of the table resumes nobody's seat. */
export const resumeHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new resume token (32 random bytes) and the hash the seat keeps of it. */
export function newResumeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: resumeHash(token) };
}

/** A seat with a new resume token: the seat keeps its hash, the token goes to its player only. */
export function withResumeToken(player: BattlePlayer): { player: BattlePlayer; token: string } {
  const { token, hash } = newResumeToken();
  return { player: { ...player, resumeHash: hash }, token };
}

/** The player took a seat on this connection: they get the seat's resume token, and the connection knows its seat. */
export async function seatTaken(connectionId: string, battleId: string, profileId: string, token: string): Promise<void> {
  await markInBattle(connectionId, { battleId, profileId });
  await send(connectionId, { type: 'battle_seat', battleId, profileId, resumeToken: token });
}

/**
 * A seat's connection went away: the seat is kept until its expiry (one conditional write, so only the connection
 * still holding the seat counts, once), and the other players are told. Frames to them go by `send`, not `broadcast`,
 * so a second gone connection found on the way is only forgotten here, not chased further.
 */
export async function seatLost(battle: Battle, profileId: string, connectionId: string, loss: SeatLoss, now: number): Promise<void> {
  const seatExpiresAt = seatExpiry(battle.kind, loss, now);
  const after = await markSeatAway(battle.battleId, profileId, connectionId, now, seatExpiresAt);
  if (!after) return;
  const frame: BattlePlayerAwayFrame = { type: 'battle_player_away', battleId: after.battleId, profileId, seatExpiresAt, serverTime: Date.now() };
  await Promise.all([...othersIn(after, profileId).map((p) => send(p.connectionId, frame)), armSeatExpiry({ battleId: after.battleId, seatExpiresAt })]);
}

/** The timer's name in the manifest (`timers`). */
const SEAT_EXPIRY_TIMER = 'battle-seat-expiry';

/**
 * Sets the server timer that gives the seat up at its expiry if nobody took it back (the others' moves and nudges
 * would only notice it at their next knock). A failure is logged, not thrown: the seat is marked away already, and
 * the next move on the battle still settles it.
 */
export async function armSeatExpiry(timer: SeatExpiryTimer): Promise<void> {
  try {
    await setTimer(SEAT_EXPIRY_TIMER, seatExpiryTimerName(timer), timer.seatExpiresAt, timer);
  } catch (error) {
    logger.error('seat expiry timer not set', { ...timer, error: error as Error });
  }
}

/** Tells the others that a player who was away is back. */
export async function seatBack(battle: Battle, profileId: string): Promise<void> {
  await Promise.all(othersIn(battle, profileId).map((p) => send(p.connectionId, { type: 'battle_player_back', battleId: battle.battleId, profileId })));
}

/** The people still in the battle besides `profileId`. */
const othersIn = (battle: Battle, profileId: string) => Object.entries(battle.players).filter(([id, p]) => id !== profileId && !p.bot && !p.left).map(([, p]) => p);
