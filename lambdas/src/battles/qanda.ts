import { Refusal } from '@plume/shared';
import {
  nextSayWindow, REVEAL_PAUSE_MS, SAY_MAX_PER_WINDOW, type CreateQandaFrame, type ProposeQandaFrame, type QandaProposalFrame, type QandaSaidFrame,
} from '@plume/shared/battles';
import { createBattle, recordSay, type Battle } from '#data/battles';
import { send } from '#runtime/websocket';
import { broadcast, roomFrame } from './battle-views.ts';
import { showQuestion } from './deadline.ts';
import { answerQuestion } from './play.ts';
import { battleOf, newBattleBase, openRoom, type Caller } from './rooms.ts';
import { seatTaken, withResumeToken } from './seats.ts';

/*
 * Q&A (docs/qanda.md): rounds of the learning bank (orthographe, grammaire, conjugaison, vocabulaire, expressions) at
 * one level, on the battles' room engine. Solo starts at once; a multiplayer room is a group room without coins; in a
 * team room every member proposes, the majority is the team's answer (the captain, the room's owner, breaks ties), the
 * score is shared, and the team talks in short messages. No coins, no leaderboard, no battle statistics.
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
  await showQuestion(battle);
}

/** A team member proposes an option: kept once (the first), shown to the team at once, scored with the team's answer. */
export async function propose(caller: Caller, frame: ProposeQandaFrame, receivedAt: number): Promise<void> {
  await answerQuestion(caller, frame, receivedAt, {
    proposal: {
      announce: (after) => broadcast(after, (): QandaProposalFrame => ({ type: 'qanda_proposal', battleId: after.battleId, questionId: frame.questionId, profileId: frame.profileId, choice: frame.choice })),
    },
  });
}

/** A line of the team's discussion, shown to every member; at most 5 per member in 10 s. */
export async function say(caller: Caller, frame: { battleId: string; profileId: string; text: string }, now: number): Promise<void> {
  // Each lost race means another message took a place, so the window is full after at most 5 retries.
  for (let attempt = 0; attempt <= SAY_MAX_PER_WINDOW; attempt++) {
    const battle = await battleOf(caller, frame.battleId, frame.profileId);
    if (battle.qanda?.mode !== 'team') throw new Refusal('conflict', 'qanda_team_only');
    if (battle.status !== 'lobby' && battle.status !== 'playing') throw new Refusal('conflict', 'battle_not_playing');
    const player = battle.players[frame.profileId]!;
    const next = nextSayWindow(player.said, now);
    if (!next) throw new Refusal('conflict', 'qanda_say_too_fast');
    const after = await recordSay(battle.battleId, frame.profileId, caller.uid, player.said, next);
    if (!after) continue; // another message of this member took the window first: read it again
    const text = frame.text.trim();
    await broadcast(after, (): QandaSaidFrame => ({ type: 'qanda_said', battleId: after.battleId, profileId: frame.profileId, name: player.name, text, at: now }));
    return;
  }
  throw new Refusal('conflict', 'qanda_say_too_fast');
}

