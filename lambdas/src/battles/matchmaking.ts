import { randomInt, randomUUID } from 'node:crypto';
import { message, Refusal } from '@plume/shared';
import {
  BATTLE_QUESTION_MS, battleLevel, escrowMovement, levelWindow, MATCHMAKING_GIVE_UP_MS, optionOrder, pairTickets, RANDOM_ENTRY_FEE, refundMovement, REVEAL_PAUSE_MS,
  roomFrame, showQuestion, toEveryone, type BattleSeekingFrame, type SeekBattleFrame,
} from '@plume/shared/battles';
import { categoryQuestions } from '#questions/data/catalog';
import { getBattleTotals } from '#battles/data/battle-stats';
import { connectionSearch, markSearching } from '#connections/data/connections';
import { claimMatch, closeTicket, getTicket, openTicket, renewTicket, searchEnd, searchScope, waitingTickets, type Ticket } from '#battles/data/matchmaking';
import type { Battle } from '#battles/data/battles';
import { send } from '#runtime/websocket';
import type { Caller } from './caller.ts';
import { battleQuestions, rejoin, seatedPlayer } from './rooms.ts';
import { deliverEffects } from './run-move.ts';
import { seatTaken, withResumeToken } from './seats.ts';

/*
 * Random matchmaking. API Gateway runs code only when a frame arrives, so the pool's "tick" is the seekers
 * themselves: each waiting client sends `battle_seek` every 2 s, and each seek renews its ticket and runs one
 * matching pass over its pool (category and language; the shards of it the seeker reads). Pairs follow `pairTickets` (the level window widening with
 * the wait); each match is one transaction that claims both tickets and creates the battle, so matchers racing for a
 * ticket make one battle. The 30 s limit is measured on the server's clock from the search's first seek.
 */

/** A search's refund, by the same idempotency key however it ends (cancel, disconnect, time-out, sweep). */
export const refundOf = (ticket: Ticket) => refundMovement(searchScope(ticket.player.seatId), ticket.profileId, ticket.player.seatId, ticket.entryFee);

export async function seek(caller: Caller, frame: SeekBattleFrame, now: number, attempt = 0): Promise<void> {
  const { category, language, profileId, seekId } = frame;
  const ticket = await getTicket(category, language, profileId);
  if (ticket && ticket.uid !== caller.uid) throw new Refusal('not_found', 'battle_not_found');
  // A write below lost a race (the ticket matched, closed or opened meanwhile): read again and decide again.
  const again = () => {
    if (attempt >= 3) throw new Error(`search ${seekId} kept changing under its seeks`);
    return seek(caller, frame, now, attempt + 1);
  };
  if (ticket?.seekId === seekId) {
    if (now - ticket.since >= MATCHMAKING_GIVE_UP_MS) return giveUp(caller, ticket);
    if (!(await renewTicket(ticket, caller.connectionId, now))) return again();
  } else {
    const end = await searchEnd(profileId, seekId);
    // This search ended already: matched (a seek crossed the match frames: the battle is where the player belongs) or closed.
    if (end) return 'battleId' in end ? rejoin(caller, end.battleId, profileId) : send(caller.connectionId, { type: 'battle_seek_cancelled', seekId });
    if (ticket) {
      // Another search of this profile: still alive elsewhere (another tab), or left behind by a client that went away.
      if (now - ticket.lastSeekAt <= MATCHMAKING_STALE_MS) throw new Refusal('conflict', 'battle_already_seeking');
      await closeTicket(ticket, refundOf(ticket));
    }
    if (!(await openSearch(caller, frame, now))) return again();
  }
  await markSearching(caller.connectionId, { profileId, category, language });
  const matched = await matchPool(category, language, profileId, now);
  const current = matched.has(profileId) ? undefined : await getTicket(category, language, profileId);
  if (current?.seekId === seekId) await send(caller.connectionId, seekingFrame(current, now));
}

/** A client renewing at 2 s that misses three renewals has gone away: its search may be replaced. */
export const MATCHMAKING_STALE_MS = 6_000;

/** Opens this search's ticket with its entry held; false when another write got there first (nothing was held). */
async function openSearch(caller: Caller, frame: SeekBattleFrame, now: number): Promise<boolean> {
  const [player, totals] = await Promise.all([seatedPlayer(caller, frame.profileId, frame.unlock, 0), getBattleTotals(frame.profileId)]);
  const ticket: Ticket = {
    profileId: frame.profileId, uid: caller.uid, category: frame.category, language: frame.language, seekId: frame.seekId, connectionId: caller.connectionId,
    level: battleLevel(totals), since: now, lastSeekAt: now, entryFee: RANDOM_ENTRY_FEE, player,
  };
  const opened = await openTicket(ticket, escrowMovement(searchScope(player.seatId), frame.profileId, player.seatId, RANDOM_ENTRY_FEE));
  if (opened === 'insufficient') throw new Refusal('conflict', 'battle_random_not_enough_coins');
  return opened === 'open';
}

function seekingFrame(ticket: Ticket, now: number): BattleSeekingFrame {
  return {
    type: 'battle_seeking', seekId: ticket.seekId, since: ticket.since, giveUpAt: ticket.since + MATCHMAKING_GIVE_UP_MS, levelWindow: levelWindow(now - ticket.since) ?? 0,
    level: ticket.level, serverTime: Date.now(),
  };
}

/** 30 s without an opponent: the ticket closes, its entry comes back, and the player may retry or play the bot. */
async function giveUp(caller: Caller, ticket: Ticket): Promise<void> {
  await closeTicket(ticket, refundOf(ticket));
  await send(caller.connectionId, { type: 'battle_seek_timeout', seekId: ticket.seekId, code: 'no_opponent', message: message('no_opponent') });
}

/** `battle_seek_cancel`: the search stops and its entry comes back (unless it was matched first: the battle stands). */
export async function cancelSeek(caller: Caller, frame: { profileId: string; category: string; language: string }): Promise<void> {
  const ticket = await getTicket(frame.category, frame.language, frame.profileId);
  if (!ticket || ticket.uid !== caller.uid) return send(caller.connectionId, { type: 'battle_seek_cancelled' });
  if (await closeTicket(ticket, refundOf(ticket))) return send(caller.connectionId, { type: 'battle_seek_cancelled', seekId: ticket.seekId });
  const end = await searchEnd(frame.profileId, ticket.seekId);
  if (end && 'battleId' in end) return rejoin(caller, end.battleId, frame.profileId);
  return send(caller.connectionId, { type: 'battle_seek_cancelled', seekId: ticket.seekId });
}

/** `$disconnect`: a search this connection was running ends with it (its entry given back). */
export async function leavePoolOnDisconnect(connectionId: string): Promise<void> {
  const search = await connectionSearch(connectionId);
  if (!search) return;
  const ticket = await getTicket(search.category, search.language, search.profileId);
  if (ticket?.connectionId === connectionId) await closeTicket(ticket, refundOf(ticket));
}

/**
 * One matching pass over the shards of a pool the seeker reads (its own and the next ones: of two waiting players, one
 * reads the other's shard): every pair the rule allows becomes a battle, if its transaction wins. Returns the
 * profiles this pass seated.
 */
async function matchPool(category: string, language: string, seekerProfileId: string, now: number): Promise<Set<string>> {
  const pairs = pairTickets(await waitingTickets(category, language, seekerProfileId), now);
  const seated = new Set<string>();
  if (!pairs.length) return seated;
  const pool = await categoryQuestions(category);
  for (const [first, second] of pairs) {
    const { battle, tokens } = matchedBattle(first, second, battleQuestions(pool), now);
    if (!(await claimMatch(first, second, battle))) continue;
    seated.add(first.profileId).add(second.profileId);
    await Promise.all([first, second].map((ticket) => seatTaken(ticket.connectionId, battle.battleId, ticket.profileId, tokens[ticket.profileId]!)));
    await deliverEffects(battle.battleId, [...toEveryone(battle, (id) => roomFrame(battle, id)), ...showQuestion(battle, Date.now())]);
  }
  return seated;
}

/**
 * The battle of a match, started at once: the longer waiter owns it; each seat keeps the seat id its entry was held
 * under, and gets a resume token (returned by profile, for its player only).
 */
function matchedBattle(first: Ticket, second: Ticket, questions: Battle['questions'], now: number): { battle: Battle; tokens: Record<string, string> } {
  const shownAt = now + REVEAL_PAUSE_MS;
  const seat = (ticket: Ticket) => withResumeToken({
    ...ticket.player, connectionId: ticket.connectionId, joinedAt: ticket.since, orders: questions.map(() => optionOrder(4, randomInt)),
  });
  const [one, two] = [seat(first), seat(second)];
  const battle: Battle = {
    battleId: randomUUID(), kind: 'random', ownerProfileId: first.profileId, seats: 2, category: first.category, language: first.language, entryFee: first.entryFee,
    status: 'playing', players: { [first.profileId]: one.player, [second.profileId]: two.player }, playerCount: 2, questions, questionMs: BATTLE_QUESTION_MS,
    current: 0, shownAt, deadline: shownAt + BATTLE_QUESTION_MS, revealed: -1, answers: {}, createdAt: now,
  };
  return { battle, tokens: { [first.profileId]: one.token, [second.profileId]: two.token } };
}
