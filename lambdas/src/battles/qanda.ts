import { REVEAL_PAUSE_MS, roomFrame, showQuestion, type CreateQandaFrame } from '@plume/shared/battles';
import { createBattle, type Battle } from '#battles/data/battles';
import { send } from '#runtime/websocket';
import type { Caller } from './caller.ts';
import { newBattleBase, openRoom } from './rooms.ts';
import { deliverEffects } from './run-move.ts';
import { seatTaken, withResumeToken } from './seats.ts';

/*
 * Q&A (docs/qanda.md): rounds of the learning bank (orthographe, grammaire, conjugaison, vocabulaire, expressions) at
 * one level, on the battles' room engine. Solo starts at once; a multiplayer room is a group room without coins; in a
 * team room every member proposes, the majority is the team's answer (the captain, the room's owner, breaks ties), the
 * score is shared, and the team talks in short messages. No coins, no leaderboard, no battle statistics. Proposals
 * and messages are the engine's moves (`propose`, `say`).
 */

export async function createQandaRoom(caller: Caller, frame: CreateQandaFrame, now: number): Promise<void> {
  const { base } = await newBattleBase(caller, { ...frame, language: 'fr' }, now);
  const qanda = { mode: frame.mode, level: frame.level };
  if (frame.mode !== 'solo') {
    await openRoom(caller, { ...base, kind: 'friend', seats: frame.seats, entryFee: 0, status: 'lobby', group: { showScore: true }, qanda });
    return;
  }
  const shownAt = now + REVEAL_PAUSE_MS;
  // A solo round has a resume token too: a refresh takes the round back where it was (docs/qanda.md).
  const seat = withResumeToken(base.players[frame.profileId]!);
  const battle: Battle = {
    ...base, players: { [frame.profileId]: seat.player }, kind: 'friend', seats: 1, entryFee: 0, status: 'playing', current: 0, shownAt, deadline: shownAt + base.questionMs, qanda,
  };
  await createBattle(battle, undefined);
  await seatTaken(caller.connectionId, battle.battleId, frame.profileId, seat.token);
  await send(caller.connectionId, roomFrame(battle, frame.profileId));
  await deliverEffects(battle.battleId, showQuestion(battle, Date.now()));
}
