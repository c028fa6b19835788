import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LEADERBOARD_SIZE, leaderboardKey, leaderboardPeriods, type LeaderboardPeriod } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import type { BoardIdentity } from './accounts.ts';
import { ownedKeys } from './erasure.ts';
import { ownedBy } from './ownership.ts';
import { cancellationReasons, epochSeconds, tableName, writeIfCondition } from './table.ts';

/**
 * Leaderboards: one partition per board (`LB#daily#2026-11-23`, `LB#monthly#2026-11`, `LB#all-time`), one item per
 * profile holding its score. A row names its player only by the profile's opaque public id, first name and avatar:
 * nothing a board answers can be traced to a Cognito sub or a profile id. The `gsi1` index sorts a board by score
 * (`gsi1sk` = zero-padded score + public id), so the top 100 is one Query and a rank is a count of the scores above;
 * a profile hidden from public boards has no `gsi1pk`, so it is neither listed nor counted. Rows carry the owner
 * index (`ownedBy` the profile), so a renamed, hidden or deleted profile's rows are found in one Query.
 */
const boardPk = (key: string) => `LB#${key}`;
const entryKey = (key: string, profileId: string) => ({ pk: boardPk(key), sk: `PROFILE#${profileId}` });
const sortKey = (score: number, publicId: string) => `${String(score).padStart(12, '0')}#${publicId}`;
const ttlDays: Record<LeaderboardPeriod, number | undefined> = { daily: 40, monthly: 400, 'all-time': undefined };

/** A row as anyone may see it. */
export interface LeaderboardEntry { publicId: string; name: string; avatar: string; score: number }
/** A row of the caller's own family, with whether it is hidden from everyone else. */
export interface FamilyEntry extends LeaderboardEntry { profileId: string; hidden: boolean }

/** The row's public face and its place in the public index (none when hidden). */
function rowAttributes(board: string, player: BoardIdentity): { set: string[]; remove: string[]; names: Record<string, string>; values: Record<string, unknown> } {
  return {
    set: ['#name = :name', 'avatar = :avatar', 'publicId = :publicId', 'gsi2pk = :owner', 'gsi2sk = :ownerSort', ...(player.hidden ? [] : ['gsi1pk = :board'])],
    remove: player.hidden ? ['gsi1pk', 'gsi1sk'] : [],
    names: { '#name': 'name' },
    values: { ':name': player.name, ':avatar': player.avatar, ':publicId': player.publicId, ':owner': ownedBy(player.profileId, board).gsi2pk, ':ownerSort': board, ...(player.hidden ? {} : { ':board': board }) },
  };
}

const updateExpression = (set: string[], remove: string[]) => `${set.length ? `SET ${set.join(', ')}` : ''}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`;

/**
 * Adds a game's points to the profile's daily, monthly and all-time entries, once per game (marker in the same
 * transaction), then re-sorts each entry. Returns false when the game was already counted.
 */
export async function addPoints(input: { gameId: string; player: BoardIdentity; points: number; day: string }): Promise<boolean> {
  const { player } = input;
  const boards = leaderboardPeriods.map((period) => ({ period, key: leaderboardKey(period, input.day) }));
  let applied = true;
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { pk: `PROFILE#${player.profileId}`, sk: `APPLIED#leaderboard#${input.gameId}` }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...boards.map(({ period, key }) => {
          const row = rowAttributes(boardPk(key), player);
          const ttl = ttlDays[period];
          return {
            Update: {
              TableName: tableName(),
              Key: entryKey(key, player.profileId),
              UpdateExpression: `ADD score :points ${updateExpression([...row.set, ...(ttl ? ['expiresAt = :expiresAt'] : [])], row.remove)}`,
              ExpressionAttributeNames: row.names,
              ExpressionAttributeValues: { ...row.values, ':points': input.points, ...(ttl ? { ':expiresAt': epochSeconds() + ttl * 86_400 } : {}) },
            },
          };
        }),
      ],
    }));
  } catch (error) {
    if (cancellationReasons(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    applied = false;
  }
  // Also on a replay: an earlier delivery may have stopped before sorting.
  await Promise.all(boards.map(({ key }) => resort(boardPk(key), player.profileId)));
  return applied;
}

/** Sets the sort key from the score as it is now, only if the score has not moved since it was read. */
async function resort(board: string, profileId: string): Promise<void> {
  const key = { pk: board, sk: `PROFILE#${profileId}` };
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!Item?.publicId) return;
  // If the score moved meanwhile, whoever moved it sorts it.
  await writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: key, UpdateExpression: 'SET gsi1sk = :sort', ConditionExpression: 'score = :score',
    ExpressionAttributeValues: { ':sort': sortKey(Item.score as number, Item.publicId as string), ':score': Item.score },
  })));
}

/**
 * A profile's name, avatar or visibility changed: every row it has (a daily board per day played in the last 40
 * days, a monthly one per month, the all-time one) shows the change, and leaves or joins the public index.
 */
export async function updatePlayerRows(player: BoardIdentity): Promise<number> {
  const rows = (await ownedKeys(player.profileId, 'LB#')).filter((key) => key.sk === `PROFILE#${player.profileId}`);
  await Promise.all(rows.map(async ({ pk, sk }) => {
    const row = rowAttributes(pk, player);
    // A row that expired meanwhile stays gone.
    await writeIfCondition(dynamo.send(new UpdateCommand({
      TableName: tableName(), Key: { pk, sk }, UpdateExpression: updateExpression(row.set, row.remove), ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: row.names, ExpressionAttributeValues: row.values,
    })));
    if (!player.hidden) await resort(pk, player.profileId);
  }));
  return rows.length;
}

/** The public top of a board: hidden profiles are not in the index. */
export async function topOfBoard(key: string, limit = LEADERBOARD_SIZE): Promise<LeaderboardEntry[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': boardPk(key) }, ScanIndexForward: false, Limit: limit }));
  return Items.filter((item) => typeof item.publicId === 'string').map(({ publicId, name, avatar, score }) => ({ publicId, name, avatar, score }) as LeaderboardEntry);
}

/** The family's own rows on a board (hidden ones too), read by key: at most one per profile. */
export async function familyEntries(key: string, profileIds: readonly string[]): Promise<FamilyEntry[]> {
  if (!profileIds.length) return [];
  const { Responses } = await dynamo.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: profileIds.map((id) => entryKey(key, id)), ConsistentRead: true } } }));
  return (Responses?.[tableName()] ?? [])
    .filter((item) => typeof item.publicId === 'string')
    .map((item) => ({ profileId: String(item.sk).slice('PROFILE#'.length), publicId: item.publicId, name: item.name, avatar: item.avatar, score: item.score, hidden: !item.gsi1pk }) as FamilyEntry);
}

/** A row's place on a board (1 = first) among the public rows: how many public scores are above it, plus one. */
export async function rankOf(key: string, entry: Pick<LeaderboardEntry, 'publicId' | 'score'>): Promise<number> {
  const mine = sortKey(entry.score, entry.publicId);
  let above = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({
      TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk > :mine', Select: 'COUNT',
      ExpressionAttributeValues: { ':pk': boardPk(key), ':mine': mine }, ExclusiveStartKey,
    }));
    above += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return above + 1;
}

/** The profile's place on a board, or undefined when it has no score there. */
export async function rankOnBoard(key: string, profileId: string): Promise<{ rank: number; score: number; hidden: boolean } | undefined> {
  const [entry] = await familyEntries(key, [profileId]);
  if (!entry) return undefined;
  // Counted from the score as it is now, even if this entry's own sort key has not caught up yet.
  return { rank: await rankOf(key, entry), score: entry.score, hidden: entry.hidden };
}
