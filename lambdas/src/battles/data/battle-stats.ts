import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Result } from '@plume/shared/battles';
import { dynamo } from '#clients/dynamo';
import { backOff, cancellationReasons, isConditionFailure, tableName } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/*
 * A profile's battle record, in its partition: totals (`BATTLESTATS`), one record per opponent (`BATTLEOPP#<id>`)
 * and one history line per battle (`BATTLEHIST#<finished at>#<battle id>`). A battle is applied once: its marker
 * (`APPLIED#battle-stats#<battle id>`) is written in the same transaction, and the totals only if unchanged since read
 * (the random-win streak needs the previous value).
 */
const { opponent: OPPONENT_PREFIX, history: HISTORY_PREFIX } = profileSortKeys['battle-stats'];

export interface BattleTotals { wins: number; losses: number; draws: number; oneToOneWins: number; groupWins: number; randomWinStreak: number; botGames: number; version: number }
const emptyTotals: BattleTotals = { wins: 0, losses: 0, draws: 0, oneToOneWins: 0, groupWins: 0, randomWinStreak: 0, botGames: 0, version: 0 };

export interface BattleRecord {
  battleId: string;
  profileId: string;
  kind: 'friend' | 'random' | 'bot';
  players: number;
  result: Result;
  points: number;
  correct: number;
  opponents: string[];
  /** The other players' names as the battle showed them (the bot's too), for the history and the per-opponent record. */
  opponentNames?: string[];
  finishedAt: string;
}

export async function getBattleTotals(profileId: string): Promise<BattleTotals> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.battleStats(profileId), ConsistentRead: true }));
  return { ...emptyTotals, ...(Item as Partial<BattleTotals> | undefined) };
}

/** The totals after one more battle: a random loss or draw ends the random-win streak; bot games count apart. */
export function withBattle(before: BattleTotals, record: BattleRecord): BattleTotals {
  if (record.kind === 'bot') return { ...before, botGames: before.botGames + 1, version: before.version + 1 };
  const win = record.result === 'win';
  return {
    wins: before.wins + (win ? 1 : 0),
    losses: before.losses + (record.result === 'loss' ? 1 : 0),
    draws: before.draws + (record.result === 'draw' ? 1 : 0),
    oneToOneWins: before.oneToOneWins + (win && record.players === 2 ? 1 : 0),
    groupWins: before.groupWins + (win && record.players > 2 ? 1 : 0),
    randomWinStreak: record.kind === 'random' ? (win ? before.randomWinStreak + 1 : 0) : before.randomWinStreak,
    botGames: before.botGames,
    version: before.version + 1,
  };
}

const MAX_ATTEMPTS = 20;

export async function recordBattle(record: BattleRecord): Promise<{ totals: BattleTotals; applied: boolean }> {
  const counter = record.result === 'win' ? 'wins' : record.result === 'loss' ? 'losses' : 'draws';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const before = await getBattleTotals(record.profileId);
    const after = withBattle(before, record);
    try {
      await dynamo.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: profileKeys.battleStatsApplied(record.profileId, record.battleId), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName(), Item: { ...profileKeys.battleStats(record.profileId), ...after },
              ConditionExpression: before.version === 0 ? 'attribute_not_exists(pk)' : '#version = :version',
              ...(before.version === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':version': before.version } }),
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...profileKeys.battleHistory(record.profileId, record.finishedAt, record.battleId), battleId: record.battleId, kind: record.kind, result: record.result, points: record.points, correct: record.correct, opponents: record.opponents, opponentNames: record.opponentNames ?? [], finishedAt: record.finishedAt },
            },
          },
          ...(record.kind === 'bot' ? [] : record.opponents.map((opponent, i) => ({
            Update: {
              TableName: tableName(), Key: profileKeys.battleOpponent(record.profileId, opponent),
              UpdateExpression: 'ADD #counter :one SET opponent = :opponent, #name = :name', ExpressionAttributeNames: { '#counter': counter, '#name': 'name' },
              ExpressionAttributeValues: { ':one': 1, ':opponent': opponent, ':name': record.opponentNames?.[i] ?? '' },
            },
          }))),
        ],
      }));
      return { totals: after, applied: true };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons[0] === 'ConditionalCheckFailed') return { totals: before, applied: false };
      await backOff(attempt);
    }
  }
  throw new Error(`battle statistics of ${record.profileId} too contended`);
}

/** Record against each opponent (by profile id). */
export async function opponentRecords(profileId: string): Promise<{ opponent: string; name: string; wins: number; losses: number; draws: number }[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': OPPONENT_PREFIX } }));
  return Items.map((item) => ({ opponent: String(item.opponent), name: String(item.name ?? ''), wins: Number(item.wins ?? 0), losses: Number(item.losses ?? 0), draws: Number(item.draws ?? 0) }));
}

export interface HistoryLine { battleId: string; kind: BattleRecord['kind']; result: Result; points: number; correct: number; opponents: string[]; finishedAt: string }

/** The history, newest first, a page at a time: `after` is the sort key the previous page ended on. */
export async function battleHistory(profileId: string, limit: number, after?: string): Promise<{ lines: HistoryLine[]; next?: string }> {
  const { Items = [], LastEvaluatedKey } = await dynamo.send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: after ? 'pk = :pk AND sk BETWEEN :prefix AND :before' : 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': HISTORY_PREFIX, ...(after ? { ':before': after } : {}) },
    ScanIndexForward: false,
    // BETWEEN includes its bound: one more, and the line the previous page ended on is dropped.
    Limit: limit + (after ? 1 : 0),
  }));
  const lines = Items.filter((item) => item.sk !== after).slice(0, limit);
  return {
    lines: lines.map((item) => ({
      battleId: String(item.battleId), kind: item.kind as HistoryLine['kind'], result: item.result as Result, points: Number(item.points), correct: Number(item.correct),
      opponents: (item.opponentNames as string[] | undefined) ?? [], finishedAt: String(item.finishedAt),
    })),
    ...(LastEvaluatedKey && lines.length ? { next: String(lines.at(-1)!.sk) } : {}),
  };
}

/**
 * Erasure (docs/battles.md, « Privacy and deletion »): a deleted profile's id and name sit in its opponents'
 * partitions, in their record against it (`BATTLEOPP#<id>`, deleted: its counts are the deleted person's too) and in
 * their history line of each battle played together (the id and name replaced by `placeholder`). Found from the
 * profile's own partition, so call it before that partition is erased. Idempotent: a second run finds nothing to change.
 */
export async function forgetOpponent(profileId: string, placeholder: { profileId: string; name: string }): Promise<number> {
  const [records, lines] = await Promise.all([OPPONENT_PREFIX, HISTORY_PREFIX].map((prefix) => partitionItems(profileId, prefix)));
  let changed = 0;
  for (const record of records!) {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: profileKeys.battleOpponent(String(record.opponent), profileId) }));
    changed++;
  }
  for (const line of lines!) {
    for (const opponent of (line.opponents as string[] | undefined) ?? []) {
      const key = { pk: profilePk(opponent), sk: String(line.sk) };
      const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
      const at = (Item?.opponents as string[] | undefined)?.indexOf(profileId) ?? -1;
      if (!Item || at < 0) continue;
      const opponents = (Item.opponents as string[]).with(at, placeholder.profileId);
      const names = ((Item.opponentNames as string[] | undefined) ?? []).map((name, i) => (i === at ? placeholder.name : name));
      await dynamo.send(new UpdateCommand({
        TableName: tableName(), Key: key, UpdateExpression: 'SET opponents = :opponents, opponentNames = :names', ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':opponents': opponents, ':names': names },
      })).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error; // the line went meanwhile (its owner was erased): nothing to scrub
      });
      changed++;
    }
  }
  return changed;
}

async function partitionItems(profileId: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': prefix }, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
