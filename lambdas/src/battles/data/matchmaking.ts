import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerMovement, WaitingTicket } from '@plume/shared/battles';
import { dynamo } from '#clients/dynamo';
import { partitionShards } from '../../capacity-model.ts';
import { newBattleWrite, seatNoteWrite, withCoins, type Battle, type BattlePlayer } from './battles.ts';
import { profileKeys } from '#table/keys';
import { ownedBy } from '#table/ownership';
import { allShards, meetingShards, shardOf } from '#table/shards';
import { cancellationReasons, epochSeconds, isLive, queryAll, tableName, writeIfCondition } from '#table/table';

/*
 * Random matchmaking's pools: one per category and language, split into shards (`MATCHPOOL#<category>#<language>#
 * <shard>`, docs/capacity.md), one ticket per waiting profile (`TICKET#<profile id>`) in the shard of its profile, so
 * a pool's partitions hold only who waits now and none takes every seek. A matching pass reads the seeker's shard
 * and the next ones (`meetingShards`): of any two waiting players, one reads the other's shard, so two compatible
 * players in different shards meet at the next seek of one of them. A ticket is opened with
 * its entry fee held (one transaction), renewed by each `battle_seek` of the same search, and either closed with its
 * fee refunded (cancel, disconnect, 30 s without an opponent) or taken by a match: one transaction deletes both
 * tickets (each only if still the same seating) and creates the battle, so two matchers racing for a ticket make one
 * battle. Whichever way a search ends, the same write leaves a `SEARCHEND#<seek id>` note in the profile's partition
 * (the battle, or closed), and a ticket opens only where that note is absent: a copy of a seek still travelling when
 * its search ended finds the end instead of opening (and paying for) a new ticket.
 */

const SHARDS = partitionShards.matchmakingPool;
const poolPk = (category: string, language: string, shard: number) => `MATCHPOOL#${category}#${language}#${shard}`;
const ticketKey = (category: string, language: string, profileId: string) => ({ pk: poolPk(category, language, shardOf(profileId, SHARDS)), sk: `TICKET#${profileId}` });
/** A search lasts 30 s: a ticket outliving a few minutes was left behind (TTL, and filtered on read). */
const TICKET_TTL_SECONDS = 5 * 60;
/** A search's end answers the late seeks of that search; a battle lasts minutes. */
const SEARCH_END_TTL_SECONDS = 60 * 60;

/** How a search ended: matched into a battle, or closed (cancelled, timed out, its socket gone). */
export type SearchEnd = { battleId: string } | { closed: true };

function searchEndWrite(ticket: Ticket, end: SearchEnd) {
  return { Put: { TableName: tableName(), Item: { ...profileKeys.searchEnd(ticket.profileId, ticket.seekId), ...end, expiresAt: epochSeconds() + SEARCH_END_TTL_SECONDS } } };
}
/**
 * One matching pass reads at most this many waiting tickets of each shard (the oldest ones first come from any page:
 * the pass is greedy). At the target a shard holds ~80 (docs/capacity.md): the pass reads every ticket of its shards.
 */
const SHARD_PAGE = 100;

export interface Ticket extends WaitingTicket {
  category: string;
  language: string;
  /** The client's id of this search: a seek with another id is another search. */
  seekId: string;
  connectionId: string;
  entryFee: number;
  /** The seat this search will take (name, avatar, seat id keying the fee held and refunded). */
  player: BattlePlayer;
}

/** The idempotency scope of a search's entry fee: the battle does not exist yet, so the seat's own id names it. */
export const searchScope = (seatId: string) => `seek-${seatId}`;

/**
 * A profile's ticket in a pool. An expired one (TTL deletes late) is returned too: its entry is still held, and the
 * profile's next search closes it with its refund.
 */
export async function getTicket(category: string, language: string, profileId: string): Promise<Ticket | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: ticketKey(category, language, profileId), ConsistentRead: true }));
  return Item as Ticket | undefined;
}

/**
 * Opens a ticket with its entry fee held, in one transaction: only where no ticket of this profile is left (an old
 * one is closed first, with its refund). `blocked`: another search of this profile got there first.
 */
export async function openTicket(ticket: Ticket, escrow: LedgerMovement | undefined): Promise<'open' | 'blocked' | 'insufficient'> {
  const key = ticketKey(ticket.category, ticket.language, ticket.profileId);
  const result = await withCoins(escrow, [
    {
      Put: {
        TableName: tableName(),
        Item: { ...key, ...ownedBy(ticket.profileId, key.pk), ...ticket, expiresAt: epochSeconds() + TICKET_TTL_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { ConditionCheck: { TableName: tableName(), Key: profileKeys.searchEnd(ticket.profileId, ticket.seekId), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
  return result === 'done' ? 'open' : result;
}

/** The ticket of this very seating (its seat id) still waits: the condition every later write of a ticket carries. */
const waitingSeat = (ticket: Ticket) => ({
  ConditionExpression: '#player.seatId = :seat',
  names: { '#player': 'player' },
  values: { ':seat': ticket.player.seatId },
});

/** The same search seeks again: the ticket stays matchable, and frames go to the connection that sent it. */
export async function renewTicket(ticket: Ticket, connectionId: string, now: number): Promise<boolean> {
  const seat = waitingSeat(ticket);
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: ticketKey(ticket.category, ticket.language, ticket.profileId),
    UpdateExpression: 'SET lastSeekAt = :now, connectionId = :conn',
    ConditionExpression: seat.ConditionExpression,
    ExpressionAttributeNames: seat.names,
    ExpressionAttributeValues: { ...seat.values, ':now': now, ':conn': connectionId },
  })));
}

/**
 * Closes a waiting ticket and gives its entry back, together: false when it was no longer waiting (matched meanwhile,
 * or closed by another call), and then nothing is refunded. With `staleBefore`, only if it was not renewed since then
 * (the sweep: a client seeking again meanwhile keeps its search).
 */
export async function closeTicket(ticket: Ticket, refund: LedgerMovement | undefined, staleBefore?: number): Promise<boolean> {
  const seat = waitingSeat(ticket);
  const result = await withCoins(refund, [
    {
      Delete: {
        TableName: tableName(),
        Key: ticketKey(ticket.category, ticket.language, ticket.profileId),
        ConditionExpression: staleBefore === undefined ? seat.ConditionExpression : `${seat.ConditionExpression} AND lastSeekAt < :staleBefore`,
        ExpressionAttributeNames: seat.names,
        ExpressionAttributeValues: staleBefore === undefined ? seat.values : { ...seat.values, ':staleBefore': staleBefore },
      },
    },
    searchEndWrite(ticket, { closed: true }),
  ]);
  return result === 'done';
}

/**
 * The waiting tickets a seeker's matching pass reads: one page of each of its meeting shards (a pass matches what it
 * reads, the next seek reads the rest). Eventually consistent, at half the read cost: a ticket opened a moment ago
 * may be missed by this pass and is met by the next seek of either player, and the match transaction checks each
 * ticket again.
 */
export async function waitingTickets(category: string, language: string, seekerProfileId: string): Promise<Ticket[]> {
  const shards = await Promise.all(meetingShards(shardOf(seekerProfileId, SHARDS), SHARDS).map(async (shard) => {
    const { Items = [] } = await dynamo.send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ticket)',
      ExpressionAttributeValues: { ':pk': poolPk(category, language, shard), ':ticket': 'TICKET#' },
      Limit: SHARD_PAGE,
    }));
    return Items as unknown as Ticket[];
  }));
  return shards.flat().filter((item) => isLive(item as { expiresAt?: number }));
}

/**
 * A match: both tickets taken (each only if still the same seating), the battle created and each player's search
 * ended, in one transaction. False when either ticket was taken or closed meanwhile: nothing is written then.
 */
export async function claimMatch(a: Ticket, b: Ticket, battle: Battle): Promise<boolean> {
  const take = (ticket: Ticket) => {
    const seat = waitingSeat(ticket);
    return {
      Delete: {
        TableName: tableName(),
        Key: ticketKey(ticket.category, ticket.language, ticket.profileId),
        ConditionExpression: seat.ConditionExpression,
        ExpressionAttributeNames: seat.names,
        ExpressionAttributeValues: seat.values,
      },
    };
  };
  const end = { battleId: battle.battleId };
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: [take(a), take(b), newBattleWrite(battle), searchEndWrite(a, end), searchEndWrite(b, end),
      // The guest's seat in the owner's battle item, noted in the guest's partition so erasing the guest finds it.
      ...Object.keys(battle.players).filter((id) => id !== battle.ownerProfileId).map((id) => seatNoteWrite(battle.battleId, id))] }));
    return true;
  } catch (error) {
    // A condition failed (a ticket taken or closed) or another matcher's transaction held a ticket: no match here.
    if (cancellationReasons(error)) return false;
    throw error;
  }
}

/** How a search of this profile ended, if it has. */
export async function searchEnd(profileId: string, seekId: string): Promise<SearchEnd | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.searchEnd(profileId, seekId), ConsistentRead: true }));
  if (!isLive(Item as { expiresAt?: number } | undefined)) return undefined;
  return Item!.battleId ? { battleId: String(Item!.battleId) } : { closed: true };
}

/** The tickets of a pool last renewed before `staleBefore` (their clients stopped seeking), every shard and page read. */
export async function staleTickets(category: string, language: string, staleBefore: number): Promise<Ticket[]> {
  const shards = await Promise.all(allShards(SHARDS).map((shard) => queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ticket)',
    FilterExpression: 'lastSeekAt < :staleBefore',
    ExpressionAttributeValues: { ':pk': poolPk(category, language, shard), ':ticket': 'TICKET#', ':staleBefore': staleBefore },
    ConsistentRead: true,
  })));
  return shards.flat() as unknown as Ticket[];
}
