import { battleKey, conditionalUpdate, type Battle } from './battles.ts';
import type { SayWindow } from '@plume/shared/battles';

/*
 * The moves only a group room has (docs/battles.md, « Group battles »). A group battle is the same `BATTLE#<id>` item
 * as a duel, with `group` set and a ready flag per guest; each move is one conditional write on it.
 */

/** A seated guest is ready (or not any more); only in the lobby, only by the account holding the seat. */
export async function setReady(battleId: string, profileId: string, uid: string, ready: boolean): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.ready = :ready ADD lobbyVersion :one',
    ConditionExpression: '#status = :lobby AND players.#p.uid = :uid AND attribute_exists(#group)',
    ExpressionAttributeNames: { '#p': profileId, '#status': 'status', '#group': 'group' },
    ExpressionAttributeValues: { ':ready': ready, ':lobby': 'lobby', ':uid': uid, ':one': 1 },
  });
}

/**
 * Starts a group room with the players seated now: the write holds only if the seats are exactly those the owner saw
 * (the count unchanged, each guest still seated and ready), so a guest who joins, leaves or unreadies meanwhile makes
 * it fail instead of starting without them. The room's size becomes the number of players who start.
 */
export async function startGroupBattle(battle: Battle, guests: readonly string[], shownAt: number, deadline: number, sharedOrders?: number[][]): Promise<Battle | undefined> {
  const names: Record<string, string> = { '#status': 'status', '#current': 'current', '#group': 'group' };
  const values: Record<string, unknown> = {
    ':playing': 'playing', ':lobby': 'lobby', ':owner': battle.ownerProfileId, ':zero': 0, ':shownAt': shownAt, ':deadline': deadline,
    ':count': guests.length + 1, ':true': true,
  };
  const readiness = guests.map((profileId, i) => {
    names[`#g${i}`] = profileId;
    return `players.#g${i}.ready = :true`;
  });
  // A team sees the options in one order (the owner's), so « la B » means the same option to every member.
  const orders = sharedOrders ? guests.map((_, i) => `players.#g${i}.orders = :orders`) : [];
  if (sharedOrders) values[':orders'] = sharedOrders;
  return conditionalUpdate({
    Key: battleKey(battle.battleId),
    UpdateExpression: ['SET #status = :playing, #current = :zero, shownAt = :shownAt, deadline = :deadline, seats = :count', ...orders].join(', '),
    ConditionExpression: ['#status = :lobby', 'ownerProfileId = :owner', 'attribute_exists(#group)', 'playerCount = :count', ...readiness].join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** A player leaves a group battle in play: only their seat is marked; the others play on. */
export async function leaveGroupBattle(battleId: string, profileId: string, uid: string): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.#left = :true',
    ConditionExpression: '#status = :playing AND players.#p.uid = :uid AND players.#p.#left = :false',
    ExpressionAttributeNames: { '#p': profileId, '#left': 'left', '#status': 'status' },
    ExpressionAttributeValues: { ':true': true, ':false': false, ':playing': 'playing', ':uid': uid },
  });
}

/** Ends a battle in play by forfeit (one player is left); only the first caller wins. */
export async function finishByForfeit(battleId: string, now: number): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET #status = :finished, finishedAt = :now, finishReason = :forfeit',
    ConditionExpression: '#status = :playing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':finished': 'finished', ':now': now, ':forfeit': 'forfeit', ':playing': 'playing' },
  });
}

/**
 * Counts one more message of a member's team discussion: the write holds only if the member's window is still the one
 * read (`expected`), so parallel messages cannot both use the last place of a window.
 */
export async function recordSay(battleId: string, profileId: string, uid: string, expected: SayWindow | undefined, next: SayWindow): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.said = :next',
    ConditionExpression: [
      'players.#p.uid = :uid', '#status IN (:lobby, :playing)',
      expected ? 'players.#p.said.#start = :start AND players.#p.said.#count = :count' : 'attribute_not_exists(players.#p.said)',
    ].join(' AND '),
    ExpressionAttributeNames: { '#p': profileId, '#status': 'status', ...(expected ? { '#start': 'start', '#count': 'count' } : {}) },
    ExpressionAttributeValues: { ':next': next, ':uid': uid, ':lobby': 'lobby', ':playing': 'playing', ...(expected ? { ':start': expected.start, ':count': expected.count } : {}) },
  });
}
