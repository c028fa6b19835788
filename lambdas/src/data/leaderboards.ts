import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LEADERBOARD_SIZE, leaderboardKey, leaderboardPeriods, type LeaderboardPeriod } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { epochSeconds, tableName } from './table.ts';

/**
 * Leaderboards: one partition per board (`LB#daily#2026-11-23`, `LB#monthly#2026-11`, `LB#all-time`), one item per
 * profile holding its score. The `gsi1` index sorts a board by score (`gsi1sk` = zero-padded score + profile), so
 * the top 100 is one Query and a rank is a count of the scores above.
 */
const boardPk = (key: string) => `LB#${key}`;
const entryKey = (key: string, profileId: string) => ({ pk: boardPk(key), sk: `PROFILE#${profileId}` });
const sortKey = (score: number, profileId: string) => `${String(score).padStart(12, '0')}#${profileId}`;
const ttlDays: Record<LeaderboardPeriod, number | undefined> = { daily: 40, monthly: 400, 'all-time': undefined };

export interface LeaderboardEntry { profileId: string; name: string; avatar: string; score: number }

/**
 * Adds a game's points to the profile's daily, monthly and all-time entries, once per game (marker in the same
 * transaction), then re-sorts each entry. Returns false when the game was already counted.
 */
export async function addPoints(input: { gameId: string; profileId: string; name: string; avatar: string; points: number; day: string }): Promise<boolean> {
  const boards = leaderboardPeriods.map((period) => ({ period, key: leaderboardKey(period, input.day) }));
  let applied = true;
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { pk: `PROFILE#${input.profileId}`, sk: `APPLIED#leaderboard#${input.gameId}` }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...boards.map(({ period, key }) => ({
          Update: {
            TableName: tableName(),
            Key: entryKey(key, input.profileId),
            UpdateExpression: `ADD score :points SET #name = :name, avatar = :avatar, profileId = :profileId, gsi1pk = :board${ttlDays[period] ? ', expiresAt = :expiresAt' : ''}`,
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: {
              ':points': input.points, ':name': input.name, ':avatar': input.avatar, ':profileId': input.profileId, ':board': boardPk(key),
              ...(ttlDays[period] ? { ':expiresAt': epochSeconds() + ttlDays[period]! * 86_400 } : {}),
            },
          },
        })),
      ],
    }));
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((error as Error).name !== 'TransactionCanceledException' || reasons?.[0]?.Code !== 'ConditionalCheckFailed') throw error;
    applied = false;
  }
  // Also on a replay: an earlier delivery may have stopped before sorting.
  await Promise.all(boards.map(({ key }) => resort(key, input.profileId)));
  return applied;
}

/** Sets the sort key from the score as it is now, only if the score has not moved since it was read. */
async function resort(key: string, profileId: string): Promise<void> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: entryKey(key, profileId), ConsistentRead: true }));
  if (!Item) return;
  try {
    await dynamo.send(new UpdateCommand({
      TableName: tableName(), Key: entryKey(key, profileId), UpdateExpression: 'SET gsi1sk = :sort', ConditionExpression: 'score = :score',
      ExpressionAttributeValues: { ':sort': sortKey(Item.score as number, profileId), ':score': Item.score },
    }));
  } catch (error) {
    // The score moved: whoever moved it sorts it.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

export async function topOfBoard(key: string, limit = LEADERBOARD_SIZE): Promise<LeaderboardEntry[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': boardPk(key) }, ScanIndexForward: false, Limit: limit }));
  return Items.map(({ profileId, name, avatar, score }) => ({ profileId, name, avatar, score }) as LeaderboardEntry);
}

/** The profile's place on a board (1 = first), or undefined when it has no score there. */
export async function rankOnBoard(key: string, profileId: string): Promise<{ rank: number; score: number } | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: entryKey(key, profileId) }));
  if (!Item) return undefined;
  // Counted from the score as it is now, even if this entry's own sort key has not caught up yet.
  const mine = sortKey(Item.score as number, profileId);
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
  return { rank: above + 1, score: Item.score as number };
}
