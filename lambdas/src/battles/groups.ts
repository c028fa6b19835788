import { Refusal } from '@plume/shared';
import { REVEAL_PAUSE_MS, type CreateGroupFrame } from '@plume/shared/battles';
import { finishByForfeit, leaveGroupBattle, setReady, startGroupBattle, type Battle } from '#data/battles';
import { broadcast, roomFrame } from './battle-views.ts';
import { showQuestion } from './deadline.ts';
import { announceIfFinished, revealIfDue } from './play.ts';
import { battleOf, newBattleBase, openRoom, type Caller } from './rooms.ts';

/*
 * Group battles (docs/battles.md, « Group battles »): the duel's room engine with 2 to 4 seats, a ready flag per
 * guest, a start once at least two are seated and every guest is ready, and a game that goes on when one player
 * leaves. Joining (`battle_join`), answering, nudging and the owner deleting the room are the duel's own moves.
 */

/** Opens a group room of `seats` seats (2–4), its creator seated and their entry fee held. */
export async function createGroupRoom(caller: Caller, frame: CreateGroupFrame, now: number): Promise<void> {
  const { base } = await newBattleBase(caller, frame, now);
  await openRoom(caller, { ...base, kind: 'friend', seats: frame.seats, entryFee: frame.entryFee, status: 'lobby', group: { showScore: frame.showScore } });
}

/** A guest is ready, or not any more; everyone seated sees it. The owner has no flag: starting is their readiness. */
export async function markReady(caller: Caller, battleId: string, profileId: string, ready: boolean): Promise<void> {
  const battle = await battleOf(caller, battleId, profileId);
  if (!battle.group) throw new Refusal('not_found', 'battle_not_found');
  if (battle.status !== 'lobby') throw new Refusal('conflict', 'battle_already_started');
  const after = await setReady(battleId, profileId, caller.uid, ready);
  if (!after) throw new Refusal('conflict', 'battle_already_started');
  await broadcast(after, (id) => roomFrame(after, id));
}

/**
 * The owner starts once at least two are seated and every guest is ready. The write names the guests the owner's
 * request saw, so a join, a leave or an « not ready » racing the start makes it fail and the owner is told why.
 */
export async function startGroupRoom(battle: Battle, profileId: string, now: number): Promise<void> {
  if (battle.ownerProfileId !== profileId) throw new Refusal('forbidden', 'battle_owner_only');
  if (battle.status !== 'lobby') throw new Refusal('conflict', 'battle_already_started');
  if (battle.playerCount < 2) throw new Refusal('conflict', 'player_not_joined');
  const guests = Object.entries(battle.players).filter(([id]) => id !== battle.ownerProfileId);
  if (guests.some(([, p]) => !p.ready)) throw new Refusal('conflict', 'group_not_all_ready');
  const shownAt = now + REVEAL_PAUSE_MS;
  const sharedOrders = battle.qanda?.mode === 'team' ? battle.players[battle.ownerProfileId]!.orders : undefined;
  const started = await startGroupBattle(battle, guests.map(([id]) => id), shownAt, shownAt + battle.questionMs, sharedOrders);
  if (!started) throw new Refusal('conflict', 'group_seats_changed');
  await broadcast(started, (id) => roomFrame(started, id));
  await showQuestion(started);
}

/**
 * Leaving a group battle in play: the player ranks last and gets nothing back; the others play on. When only one
 * player is left, the battle ends by forfeit (the one who stayed wins the pot). The leaver may have been the player
 * everyone waited for, so the question is revealed if that is now due.
 */
export async function leaveGroupInPlay(caller: Caller, battle: Battle, profileId: string, now: number): Promise<void> {
  const after = await leaveGroupBattle(battle.battleId, profileId, caller.uid);
  if (!after) return; // already left, or the battle ended meanwhile
  await playOnWithout(after, now);
}

/** After a player was marked left (by leaving, or by a seat kept past its expiry): the others play on, or one wins. */
export async function playOnWithout(after: Battle, now: number): Promise<void> {
  await broadcast(after, (id) => roomFrame(after, id));
  const staying = Object.values(after.players).filter((p) => !p.left && !p.bot).length;
  if (staying <= 1) {
    const finished = await finishByForfeit(after.battleId, now);
    if (finished) await announceIfFinished(finished);
    return;
  }
  await revealIfDue(after, now);
}
