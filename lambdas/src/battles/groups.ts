import type { CreateGroupFrame } from '@plume/shared/battles';
import type { Caller } from './caller.ts';
import { assertFamilyRoom, newBattleBase, openRoom } from './rooms.ts';

/*
 * Group battles (docs/battles.md, « Group battles »): the duel's room with 2 to 4 seats, a ready flag per guest, a
 * start once at least two are seated and every guest is ready, and a game that goes on when one player leaves. Those
 * rules are the engine's (`@plume/shared/battles` engine.ts: `ready`, `start`, `leave`); joining (`battle_join`) is
 * the duel's own.
 */

/** Opens a group room of `seats` seats (2–4), its creator seated and their entry fee held. */
export async function createGroupRoom(caller: Caller, frame: CreateGroupFrame, now: number): Promise<void> {
  assertFamilyRoom(frame);
  const { base } = await newBattleBase(caller, frame, now);
  await openRoom(caller, { ...base, kind: 'friend', seats: frame.seats, entryFee: frame.entryFee, status: 'lobby', group: { showScore: frame.showScore } });
}
