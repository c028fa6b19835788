import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContestStatus, SaveContestRequest } from '@plume/shared/contests/index';
import { dynamo } from '#clients/dynamo';
import type { StoredQuestion } from '#questions/data/catalog';
import { ownedKeys } from '#table/erasure';
import { ownedBy } from '#table/ownership';
import { cancellationReasons, queryAll, tableName, writeIfCondition } from '#table/table';
import type { WriteAlongside } from '#wallet/data/wallet';

/**
 * Contests (docs/contests.md). One partition per contest, `CONTEST#<id>`: the contest itself (`CONTEST`), its questions
 * fixed at creation (`QUESTIONS`, answers included: never sent to a player before they answer), one entry per profile
 * (`ENTRY#<profileId>`, written in the transaction that takes the fee) and one result per profile (`RESULT#<profileId>`,
 * written once by the game's completion while the contest is open). Entries and results carry the owner index, so
 * deleting a profile deletes them. Contests are listed on `gsi1` by state, sorted by their end: `CONTESTS#OPEN` until
 * settled (the settlement asks it for the ones whose end has passed: a Query, not a scan), then `CONTESTS#SETTLED`.
 */
const contestPk = (contestId: string) => `CONTEST#${contestId}`;
const contestKey = (contestId: string) => ({ pk: contestPk(contestId), sk: 'CONTEST' });
const questionsKey = (contestId: string) => ({ pk: contestPk(contestId), sk: 'QUESTIONS' });
const entryKey = (contestId: string, profileId: string) => ({ pk: contestPk(contestId), sk: `ENTRY#${profileId}` });
const resultKey = (contestId: string, profileId: string) => ({ pk: contestPk(contestId), sk: `RESULT#${profileId}` });
const OPEN_INDEX = 'CONTESTS#OPEN';
const SETTLED_INDEX = 'CONTESTS#SETTLED';
const indexSort = (endsAt: string, contestId: string) => `${endsAt}#${contestId}`;

export interface ContestRecord {
  id: string;
  title: string;
  description: string;
  language: SaveContestRequest['language'];
  questionIds: string[];
  /** ISO instants, normalised (`toISOString`), so they compare as strings in conditions and in the index. */
  startsAt: string;
  endsAt: string;
  entryFee: number;
  prizes: number[];
  status: ContestStatus;
  entries: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  settledAt?: string;
}

export interface ContestEntry { contestId: string; profileId: string; uid: string; publicId: string; name: string; fee: number; joinedAt: string; gameId?: string }

export interface StoredContestResult {
  contestId: string;
  profileId: string;
  uid: string;
  publicId: string;
  name: string;
  avatar: string;
  hidden: boolean;
  score: number;
  correct: number;
  total: number;
  durationMs: number;
  finishedAt: string;
  gameId: string;
}

const toRecord = (item: Record<string, unknown>): ContestRecord => {
  const { pk: _pk, sk: _sk, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...record } = item;
  return record as unknown as ContestRecord;
};

/** Creates a contest with its questions, both or neither. */
export async function createContest(contest: ContestRecord, questions: readonly StoredQuestion[]): Promise<void> {
  await dynamo.send(new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: tableName(), Item: { ...contestKey(contest.id), ...contest, gsi1pk: OPEN_INDEX, gsi1sk: indexSort(contest.endsAt, contest.id) }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName(), Item: { ...questionsKey(contest.id), questions } } },
    ],
  }));
}

/**
 * Rewrites a contest that has not started (checked on the stored item at the time of the write, against `now`), with
 * its questions. Its status, entry count and author stay. False when it has started (or does not exist).
 */
export async function editContest(contest: Omit<ContestRecord, 'status' | 'entries' | 'createdBy' | 'createdAt'>, questions: readonly StoredQuestion[], now: string): Promise<boolean> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: contestKey(contest.id),
            UpdateExpression: 'SET title = :title, description = :description, #language = :language, questionIds = :questionIds, startsAt = :startsAt, endsAt = :endsAt, entryFee = :entryFee, prizes = :prizes, updatedAt = :updatedAt, gsi1sk = :sort',
            ConditionExpression: 'attribute_exists(pk) AND #status = :open AND startsAt > :now',
            ExpressionAttributeNames: { '#language': 'language', '#status': 'status' },
            ExpressionAttributeValues: {
              ':title': contest.title, ':description': contest.description, ':language': contest.language, ':questionIds': contest.questionIds, ':startsAt': contest.startsAt,
              ':endsAt': contest.endsAt, ':entryFee': contest.entryFee, ':prizes': contest.prizes, ':updatedAt': contest.updatedAt, ':sort': indexSort(contest.endsAt, contest.id),
              ':open': 'open', ':now': now,
            },
          },
        },
        { Put: { TableName: tableName(), Item: { ...questionsKey(contest.id), questions } } },
      ],
    }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export async function getContest(contestId: string): Promise<ContestRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: contestKey(contestId), ConsistentRead: true }));
  return Item ? toRecord(Item) : undefined;
}

export async function getContestQuestions(contestId: string): Promise<StoredQuestion[]> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: questionsKey(contestId) }));
  return (Item?.questions as StoredQuestion[] | undefined) ?? [];
}

/** Contests not yet settled (upcoming, live, or ended and waiting for the settlement), soonest end first. */
export async function listOpenContests(): Promise<ContestRecord[]> {
  return (await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': OPEN_INDEX } })).map(toRecord);
}

/** The most recently ended settled contests. */
export async function listSettledContests(limit: number): Promise<ContestRecord[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({
    TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': SETTLED_INDEX }, ScanIndexForward: false, Limit: limit,
  }));
  return Items.map(toRecord);
}

/** The ids of open contests whose end is before `cutoff` (an ISO instant): the settlement's work list. */
export async function contestsEndedBefore(cutoff: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :cutoff', ExpressionAttributeValues: { ':pk': OPEN_INDEX, ':cutoff': cutoff },
  });
  return items.map((item) => String(item.id));
}

/**
 * The writes that enter a profile in a contest: the entry, only if there is none yet, and the contest's entry count,
 * only while the contest is open and not ended at `now`. They go along with the fee's ledger entry (`moveCoins`), so
 * ten joins at once take one fee, and a contest that ended meanwhile takes none.
 */
export function entryWrites(entry: ContestEntry, now: string): WriteAlongside[] {
  return [
    { Put: { TableName: tableName(), Item: { ...entryKey(entry.contestId, entry.profileId), ...entry, ...ownedBy(entry.profileId, contestPk(entry.contestId)) }, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: tableName(), Key: contestKey(entry.contestId), UpdateExpression: 'ADD entries :one',
        ConditionExpression: 'attribute_exists(pk) AND #status = :open AND endsAt > :now',
        ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':one': 1, ':open': 'open', ':now': now },
      },
    },
  ];
}

/** Enters a free contest (no coins move): the same writes, on their own. False when either condition failed. */
export async function writeEntry(writes: readonly WriteAlongside[]): Promise<boolean> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: [...writes] }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

export async function getEntry(contestId: string, profileId: string): Promise<ContestEntry | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: entryKey(contestId, profileId), ConsistentRead: true }));
  return Item as ContestEntry | undefined;
}

/**
 * Claims the profile's one game of the contest: sets the entry's game once. `no-entry` when the profile has not
 * entered, `played` when a game was already claimed (a replay, or ten starts at once: one wins).
 */
export async function claimContestGame(contestId: string, profileId: string, gameId: string, now: string): Promise<'claimed' | 'no-entry' | 'played'> {
  const claimed = await writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: entryKey(contestId, profileId), UpdateExpression: 'SET gameId = :gameId, startedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gameId)', ExpressionAttributeValues: { ':gameId': gameId, ':now': now },
  })));
  if (claimed) return 'claimed';
  return (await getEntry(contestId, profileId)) ? 'played' : 'no-entry';
}

/** The contest keys (entries and results) a profile has: one Query on the owner index. */
export async function profileContestKeys(profileId: string): Promise<{ pk: string; sk: string }[]> {
  return ownedKeys(profileId, 'CONTEST#');
}
export const contestIdOfKey = (pk: string) => pk.slice('CONTEST#'.length);

/**
 * Records a finished contest game, once per profile, and only while the contest is open: after the settlement began,
 * nothing joins the standings it paid. False when it was not written (already there, or too late).
 */
export async function recordResult(result: StoredContestResult): Promise<boolean> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...resultKey(result.contestId, result.profileId), ...result, ...ownedBy(result.profileId, contestPk(result.contestId)) }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { ConditionCheck: { TableName: tableName(), Key: contestKey(result.contestId), ConditionExpression: '#status = :open', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':open': 'open' } } },
      ],
    }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

export async function listResults(contestId: string): Promise<StoredContestResult[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': contestPk(contestId), ':prefix': 'RESULT#' }, ConsistentRead: true });
  return items as unknown as StoredContestResult[];
}

export async function listEntries(contestId: string): Promise<ContestEntry[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': contestPk(contestId), ':prefix': 'ENTRY#' } });
  return items as unknown as ContestEntry[];
}

/**
 * Moves an ended open contest to `settling` (or finds it there, when an earlier run stopped midway) and returns it;
 * undefined when it is settled already, not ended before `cutoff`, or missing. From `settling` on, no result is recorded.
 */
export async function beginSettlement(contestId: string, cutoff: string): Promise<ContestRecord | undefined> {
  try {
    const { Attributes } = await dynamo.send(new UpdateCommand({
      TableName: tableName(), Key: contestKey(contestId), UpdateExpression: 'SET #status = :settling',
      ConditionExpression: '(#status = :open AND endsAt < :cutoff) OR #status = :settling',
      ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':open': 'open', ':settling': 'settling', ':cutoff': cutoff }, ReturnValues: 'ALL_NEW',
    }));
    return Attributes ? toRecord(Attributes) : undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** `settling` → `settled`: the contest leaves the open index for the settled one. */
export async function finishSettlement(contestId: string, settledAt: string): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: contestKey(contestId), UpdateExpression: 'SET #status = :settled, settledAt = :at, gsi1pk = :index',
    ConditionExpression: '#status = :settling', ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':settled': 'settled', ':settling': 'settling', ':at': settledAt, ':index': SETTLED_INDEX },
  })));
}
