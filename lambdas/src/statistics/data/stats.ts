import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { extendStreak, noStreak, type Streak } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { backOff, cancellationReasons, tableName, writeIfCondition } from '#table/table';
import { profileKeys, profilePk, profileSortKeys, type ProfileItemKey } from '#table/keys';

/**
 * A profile's statistics, kept by the progress consumer from `quiz.completed`: running totals and streaks
 * (`STATS`), and per category, per mode, per Paris day and per day and category counters (`STATCAT#`, `STATMODE#`,
 * `DAY#`, `DAYCAT#`), all in the profile's partition. A game is applied once: a marker keyed by the game id is written in the same transaction.
 */

export interface ProfileStats {
  games: number;
  questions: number;
  correct: number;
  points: number;
  /** Coins the quiz games announced. Badges count every coin earned instead (`getLifetimeEarned`, earnings.ts). */
  coinsEarned: number;
  /** Days in a row with a quiz game; the practice streak (practice.ts) counts every activity and starts from this one. */
  playStreak: Streak;
  dailyStreak: Streak;
  bestMonthlyRank: number;
  version: number;
}

export interface GameRecord {
  gameId: string;
  profileId: string;
  mode: string;
  day: string;
  total: number;
  correct: number;
  points: number;
  coins: number;
  byCategory: { category: string; questions: number; correct: number }[];
}

const emptyStats: ProfileStats = { games: 0, questions: 0, correct: 0, points: 0, coinsEarned: 0, playStreak: noStreak, dailyStreak: noStreak, bestMonthlyRank: 0, version: 0 };

export async function getStats(profileId: string): Promise<ProfileStats> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.stats(profileId), ConsistentRead: true }));
  return { ...emptyStats, ...(Item as Partial<ProfileStats> | undefined) };
}

const MAX_ATTEMPTS = 20;

/**
 * Adds a finished game to the profile's statistics, once per game id, and returns the statistics after it. The
 * totals item is written only if its version is still the one read (streaks need the previous day), so two games
 * applied at once cannot lose one another.
 */
export async function recordGame(game: GameRecord): Promise<{ stats: ProfileStats; applied: boolean }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const before = await getStats(game.profileId);
    const after: ProfileStats = {
      games: before.games + 1,
      questions: before.questions + game.total,
      correct: before.correct + game.correct,
      points: before.points + game.points,
      coinsEarned: before.coinsEarned + game.coins,
      playStreak: extendStreak(before.playStreak, game.day),
      dailyStreak: game.mode === 'daily' ? extendStreak(before.dailyStreak, game.day) : before.dailyStreak,
      bestMonthlyRank: before.bestMonthlyRank,
      version: before.version + 1,
    };
    const add = (key: ProfileItemKey, values: Record<string, number>, extra: Record<string, string> = {}) => ({
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `ADD ${Object.keys(values).map((k) => `#${k} :${k}`).join(', ')}${Object.keys(extra).length ? ` SET ${Object.keys(extra).map((k) => `#${k} = :${k}`).join(', ')}` : ''}`,
        ExpressionAttributeNames: Object.fromEntries([...Object.keys(values), ...Object.keys(extra)].map((k) => [`#${k}`, k])),
        ExpressionAttributeValues: Object.fromEntries([...Object.entries(values), ...Object.entries(extra)].map(([k, v]) => [`:${k}`, v])),
      },
    });
    try {
      await dynamo.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: profileKeys.statsApplied(game.profileId, game.gameId), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName(),
              Item: { ...profileKeys.stats(game.profileId), ...after },
              ConditionExpression: before.version === 0 ? 'attribute_not_exists(pk)' : '#version = :version',
              ...(before.version === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':version': before.version } }),
            },
          },
          add(profileKeys.statsDay(game.profileId, game.day), { games: 1, questions: game.total, correct: game.correct, points: game.points }, { day: game.day }),
          add(profileKeys.statsMode(game.profileId, game.mode), { games: 1, questions: game.total, correct: game.correct }, { mode: game.mode }),
          ...game.byCategory.map((c) => add(profileKeys.statsCategory(game.profileId, c.category), { games: 1, questions: c.questions, correct: c.correct }, { category: c.category })),
          ...game.byCategory.map((c) => add(profileKeys.statsDayCategory(game.profileId, game.day, c.category), { questions: c.questions, correct: c.correct }, { day: game.day, category: c.category })),
        ],
      }));
      return { stats: after, applied: true };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons[0] === 'ConditionalCheckFailed') return { stats: before, applied: false };
      await backOff(attempt);
    }
  }
  throw new Error(`statistics of ${game.profileId} too contended`);
}

/** Keeps the best (lowest) monthly place the profile reached. */
export async function recordMonthlyRank(profileId: string, rank: number): Promise<void> {
  await writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.stats(profileId),
    UpdateExpression: 'SET bestMonthlyRank = :rank',
    ConditionExpression: 'attribute_not_exists(bestMonthlyRank) OR bestMonthlyRank = :zero OR bestMonthlyRank > :rank',
    ExpressionAttributeValues: { ':rank': rank, ':zero': 0 },
  })));
}

export interface Breakdown { games: number; questions: number; correct: number }

/** Per category and per mode totals: one Query on the `STAT` prefix. */
export async function getBreakdowns(profileId: string): Promise<{ byCategory: (Breakdown & { category: string })[]; byMode: (Breakdown & { mode: string })[] }> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': 'STAT' } }));
  const pick = (item: Record<string, unknown>): Breakdown => ({ games: Number(item.games ?? 0), questions: Number(item.questions ?? 0), correct: Number(item.correct ?? 0) });
  return {
    byCategory: Items.filter((item) => String(item.sk).startsWith(profileSortKeys.stats.category)).map((item) => ({ category: item.category as string, ...pick(item) })),
    byMode: Items.filter((item) => String(item.sk).startsWith(profileSortKeys.stats.mode)).map((item) => ({ mode: item.mode as string, ...pick(item) })),
  };
}

export async function getDays(profileId: string, from: string, to: string): Promise<{ day: string; games: number; questions: number; correct: number; points: number }[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':from': profileKeys.statsDay(profileId, from).sk, ':to': profileKeys.statsDay(profileId, to).sk } }));
  return Items.map((item) => ({ day: item.day as string, games: Number(item.games ?? 0), questions: Number(item.questions ?? 0), correct: Number(item.correct ?? 0), points: Number(item.points ?? 0) }));
}

/** Questions and right answers per day and category, for accuracy by category over time. */
export async function getCategoryDays(profileId: string, from: string, to: string): Promise<{ day: string; category: string; questions: number; correct: number }[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':from': `${profileSortKeys.stats.dayCategory}${from}`, ':to': profileKeys.statsDayCategory(profileId, to, '~').sk } }));
  return Items.map((item) => ({ day: item.day as string, category: item.category as string, questions: Number(item.questions ?? 0), correct: Number(item.correct ?? 0) }));
}
