import { createHash, randomBytes } from 'node:crypto';
import type { BattlePlayer } from '@plume/shared/battles';
import { markInBattle } from '#connections/data/connections';
import { send } from '#runtime/websocket';

/*
 * Resume tokens (docs/battles.md, « Disconnects and resume »). How long a seat is kept, and what happens when its
 * connection goes away or it expires, are the engine's (`@plume/shared/battles`: seats.ts, engine.ts).
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
