import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LEADERBOARD_SIZE, leaderboardKey, leaderboardPeriods, type Avatar, type LeaderboardPeriod } from '@plume/shared';
import { placeOf, rankSnapshot, sortsAbove, type Place, type RankSnapshot } from '@plume/shared/leaderboard-ranks';
import { dynamo } from '#clients/dynamo';
import { partitionShards } from '../../capacity-model.ts';
import type { BoardIdentity } from '#account/data/accounts';
import { ownedKeys } from '#table/erasure';
import { ownedBy } from '#table/ownership';
import { allShards, shardOf } from '#table/shards';
import { backOff, cancellationReasons, epochSeconds, queryAll, tableName, writeIfCondition } from '#table/table';
import { profileKeys, profileSk } from '#table/keys';

/**
 * Leaderboards: each board (`daily#2026-11-23`, `monthly#2026-11`, `all-time`) is split into shards
 * (`LB#<board>#<shard>`, the shard from the profile id: docs/capacity.md), one item per profile holding its score, so
 * no partition takes a write from every game. A row names its player only by the profile's opaque public id, first
 * name and avatar: nothing a board answers can be traced to a Cognito sub or a profile id. The `gsi1` index sorts each
 * shard by score (`gsi1sk` = zero-padded score + public id, written with the score): the top 100 is each shard's best
 * 100, merged. A profile hidden from public boards has no `gsi1pk`, so it is neither listed nor counted. A place below
 * the top comes from the board's rank snapshot (`LBRANKS#<board>`, taken every few minutes by a schedule), so reading
 * a rank costs the same few requests whatever the board's size. Rows carry the owner index (`ownedBy` the profile),
 * so a renamed, hidden or deleted profile's rows are found in one Query.
 */
const SHARDS = partitionShards.leaderboard;
const shardPk = (key: string, shard: number) => `LB#${key}#${shard}`;
const entryKey = (key: string, profileId: string) => ({ pk: shardPk(key, shardOf(profileId, SHARDS)), sk: profileSk(profileId) });
const snapshotKey = (key: string) => ({ pk: `LBRANKS#${key}`, sk: 'SNAPSHOT' });
const sortKey = (score: number, publicId: string) => `${String(score).padStart(12, '0')}#${publicId}`;
const ttlDays: Record<LeaderboardPeriod, number | undefined> = { daily: 40, monthly: 400, 'all-time': undefined };
const expiry = (period: LeaderboardPeriod) => (ttlDays[period] ? { expiresAt: epochSeconds() + ttlDays[period] * 86_400 } : {});
/**
 * A profile's other games (a quiz and a battle finishing together, a redelivery) move its rows between our read and
 * our write: rare, and each try waits a little longer, at random, so racing writers stop colliding.
 */
const MAX_ATTEMPTS = 10;

/** A board and its period (which sets how long its rows live). */
export interface Board { period: LeaderboardPeriod; key: string }
/** The boards a game played on `day` (Paris) counts on: that day's, that month's and the all-time one. */
export const boardsOfDay = (day: string): Board[] => leaderboardPeriods.map((period) => ({ period, key: leaderboardKey(period, day) }));

/** A row as anyone may see it. */
export interface LeaderboardEntry { publicId: string; name: string; avatar: Avatar; score: number }
/** A row of the caller's own family, with whether it is hidden from everyone else. */
export interface FamilyEntry extends LeaderboardEntry { profileId: string; hidden: boolean }

/** The row's public face and its place in the public index (none when hidden). */
function rowAttributes(pk: string, player: BoardIdentity): { set: string[]; remove: string[]; names: Record<string, string>; values: Record<string, unknown> } {
  return {
    set: ['#name = :name', 'avatar = :avatar', 'publicId = :publicId', 'gsi2pk = :owner', 'gsi2sk = :ownerSort', ...(player.hidden ? [] : ['gsi1pk = :board'])],
    remove: player.hidden ? ['gsi1pk'] : [],
    names: { '#name': 'name' },
    values: { ':name': player.name, ':avatar': player.avatar, ':publicId': player.publicId, ':owner': ownedBy(player.profileId, pk).gsi2pk, ':ownerSort': pk, ...(player.hidden ? {} : { ':board': pk }) },
  };
}

/** The whole row after a game: its score and sort key together, so the index always sorts it by its current score. */
function rowItem(board: Board, player: BoardIdentity, score: number): Record<string, unknown> {
  const key = entryKey(board.key, player.profileId);
  return {
    ...key, ...ownedBy(player.profileId, key.pk), ...expiry(board.period),
    name: player.name, avatar: player.avatar, publicId: player.publicId, score, gsi1sk: sortKey(score, player.publicId),
    ...(player.hidden ? {} : { gsi1pk: key.pk }),
  };
}

/**
 * Adds a game's points to the profile's rows on `boards`, once per game: one read of the rows, then one transaction
 * with the game's marker and each row rewritten on condition that its score is still the one read. A row that moved
 * meanwhile (another game of the profile) makes the transaction write nothing, and it is read again. Returns false
 * when the game was already counted.
 */
export async function addPoints(input: { gameId: string; player: BoardIdentity; points: number; boards: readonly Board[] }): Promise<boolean> {
  const { player, boards } = input;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rows = await familyEntries(boards.map((board) => board.key), [player.profileId]);
    try {
      await dynamo.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: profileKeys.leaderboardApplied(player.profileId, input.gameId), ConditionExpression: 'attribute_not_exists(pk)' } },
          ...boards.map((board) => {
            const before = rows.get(board.key)?.[0]?.score;
            return {
              Put: {
                TableName: tableName(),
                Item: rowItem(board, player, (before ?? 0) + input.points),
                ConditionExpression: before === undefined ? 'attribute_not_exists(pk)' : 'score = :before',
                ...(before === undefined ? {} : { ExpressionAttributeValues: { ':before': before } }),
              },
            };
          }),
        ],
      }));
      return true;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons[0] === 'ConditionalCheckFailed') return false;
      await backOff(attempt);
    }
  }
  throw new Error(`leaderboard rows of ${player.profileId} kept moving under game ${input.gameId}`);
}

/**
 * A profile's name, avatar or visibility changed: every row it has (a daily board per day played in the last 40
 * days, a monthly one per month, the all-time one) shows the change, and leaves or joins the public index.
 */
export async function updatePlayerRows(player: BoardIdentity): Promise<number> {
  const rows = (await ownedKeys(player.profileId, 'LB#')).filter((key) => key.sk === profileSk(player.profileId));
  await Promise.all(rows.map(async ({ pk, sk }) => {
    const row = rowAttributes(pk, player);
    // A row that expired meanwhile stays gone.
    await writeIfCondition(dynamo.send(new UpdateCommand({
      TableName: tableName(), Key: { pk, sk }, UpdateExpression: `SET ${row.set.join(', ')}${row.remove.length ? ` REMOVE ${row.remove.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: row.names, ExpressionAttributeValues: row.values,
    })));
  }));
  return rows.length;
}

/** The public top of a board, best first: each shard's best `limit` rows, merged (hidden profiles are not indexed). */
export async function topOfBoard(key: string, limit = LEADERBOARD_SIZE): Promise<LeaderboardEntry[]> {
  const shards = await Promise.all(allShards(SHARDS).map(async (shard) => {
    const { Items = [] } = await dynamo.send(new QueryCommand({
      TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': shardPk(key, shard) }, ScanIndexForward: false, Limit: limit,
    }));
    return Items;
  }));
  return shards.flat()
    .filter((item) => typeof item.publicId === 'string')
    .map(({ publicId, name, avatar, score }) => ({ publicId, name, avatar, score }) as LeaderboardEntry)
    .sort((a, b) => (sortsAbove(a, b) ? -1 : 1))
    .slice(0, limit);
}

/** The family's own rows on each board (hidden ones too), read by key in one request: board key → its rows. */
export async function familyEntries(keys: readonly string[], profileIds: readonly string[]): Promise<Map<string, FamilyEntry[]>> {
  const byKey = new Map(keys.map((key) => [key, [] as FamilyEntry[]]));
  const wanted = keys.flatMap((key) => profileIds.map((id) => ({ key, id, ...entryKey(key, id) })));
  if (!wanted.length) return byKey;
  const { Responses } = await dynamo.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted.map(({ pk, sk }) => ({ pk, sk })), ConsistentRead: true } } }));
  for (const item of Responses?.[tableName()] ?? []) {
    const row = wanted.find(({ pk, sk }) => pk === item.pk && sk === item.sk);
    if (!row || typeof item.publicId !== 'string') continue;
    byKey.get(row.key)!.push({ profileId: row.id, publicId: item.publicId, name: item.name, avatar: item.avatar, score: item.score, hidden: !item.gsi1pk } as FamilyEntry);
  }
  return byKey;
}

/**
 * Where entries stand on a board, given its live top (`topOfBoard`): exact among the top rows, estimated from the
 * board's last rank snapshot below them (read only then, in one request).
 */
export async function placesOnBoard(key: string, top: readonly LeaderboardEntry[], entries: readonly Pick<LeaderboardEntry, 'publicId' | 'score'>[]): Promise<Place[]> {
  const exact = entries.map((entry) => placeOf(entry, top, LEADERBOARD_SIZE, undefined));
  const snapshot = exact.some((place) => place.approximate) ? await rankSnapshotOf(key) : undefined;
  return entries.map((entry, i) => (exact[i]!.approximate ? placeOf(entry, top, LEADERBOARD_SIZE, snapshot) : exact[i]!));
}

async function rankSnapshotOf(key: string): Promise<RankSnapshot | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: snapshotKey(key) }));
  return Item ? { scores: Item.scores, above: Item.above, through: Item.through, rows: Item.rows } : undefined;
}

/**
 * Takes a board's rank snapshot: every public score of every shard (the index, scores only), one item of at most
 * `SNAPSHOT_POINTS` points. Returns how many rows it counted; an empty board gets no snapshot.
 */
export async function takeRankSnapshot(board: Board): Promise<number> {
  const shards = await Promise.all(allShards(SHARDS).map((shard) => queryAll({
    IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': shardPk(board.key, shard) }, ProjectionExpression: 'score',
  })));
  const scores = shards.flat().map((item) => Number(item.score)).sort((a, b) => b - a);
  if (!scores.length) return 0;
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...snapshotKey(board.key), ...rankSnapshot(scores), takenAt: new Date().toISOString(), ...expiry(board.period) } }));
  return scores.length;
}
