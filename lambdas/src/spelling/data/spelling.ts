import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SpellingList, ListWord } from '@plume/shared/spelling/api';
import type { RecordedAnswer, SessionItemRef, SessionOutcome, SessionWord } from '@plume/shared/spelling/session';
import type { SpellingRule } from '@plume/shared/french/spelling-rules';
import { spellingLevels, type SpellingLevel, type SpellingWord } from '@plume/shared/spelling/words';
import { MAX_LISTS } from '@plume/shared/spelling/api';
import { mergeBank, servedWords, type AdminSpellingWord, type SpellingWordEdit } from '@plume/shared/spelling/admin';
import { dynamo } from '#clients/dynamo';
import { cancellationReasons, epochSeconds, isConditionFailure, isLive, putOverVersion, queryAll, tableName, writeIfCondition } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/**
 * Spelling in the table. The word bank is one partition (`SPELLING`), one item per school level holding its words,
 * so a session of a level reads one item. A profile's sessions (`SPELLING#<sessionId>`, ids sorted by time) and its
 * parents' lists (`SPELLLIST#<listId>`, counted by `SPELLLISTS`) live in the profile's partition. A session holds its
 * own copy of its words: a list edited or a bank re-seeded later never changes a session under way.
 */
const BANK_PK = 'SPELLING';
const bankSk = (level: SpellingLevel) => `WORDS#${level}`;
/** A session left unfinished expires after a day: answering it later is refused as for a missing one. */
const UNFINISHED_TTL_SECONDS = 86_400;
/** A downloaded session waits a week for its answers (a trip without network), then expires like any other. */
export const DOWNLOADED_TTL_SECONDS = 7 * 86_400;

// ---- bank -----------------------------------------------------------------------------------------------------------

/** The bank's items for the content seed: one per level, keyed by the level, so a re-seed replaces it. */
export function spellingBankItems(words: readonly SpellingWord[]): Record<string, unknown>[] {
  return spellingLevels.map((level) => ({ pk: BANK_PK, sk: bankSk(level), words: words.filter((word) => word.level === level) }));
}

/** The seeded bank changes only with a deploy: a warm function keeps it a few minutes rather than reading ~180 KB each time. */
const BANK_CACHE_MS = 5 * 60_000;
let cachedBank: { words: SpellingWord[]; at: number } | undefined;

async function seededWords(): Promise<SpellingWord[]> {
  if (cachedBank && Date.now() - cachedBank.at < BANK_CACHE_MS) return cachedBank.words;
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': BANK_PK, ':prefix': 'WORDS#' } });
  const words = items.flatMap((item) => item.words as SpellingWord[]);
  cachedBank = { words, at: Date.now() };
  return words;
}

/**
 * Admins' edits (`WORDEDIT#<wordId>`, one item per word added, edited, hidden or shown) sit beside the seeded levels
 * in the bank's partition. The seed writes only `WORDS#<level>`, so a re-seed never undoes an edit. They are read on
 * every call (a few small items), so a word hidden is withheld at once, not after the seeded bank's cache expires.
 */
const EDIT_PREFIX = 'WORDEDIT#';
const editKey = (wordId: string) => ({ pk: BANK_PK, sk: `${EDIT_PREFIX}${wordId}` });

async function wordEdits(): Promise<SpellingWordEdit[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': BANK_PK, ':prefix': EDIT_PREFIX }, ConsistentRead: true });
  return items.map((item) => ({ word: item.word as SpellingWord, hidden: item.hidden === true, version: item.version as number }));
}

/** The whole bank as the admin console sees it: seeded words with their edits, added words, hidden ones included. */
export async function getAdminBank(): Promise<AdminSpellingWord[]> {
  const [seeded, edits] = await Promise.all([seededWords(), wordEdits()]);
  return mergeBank(seeded, edits);
}

/** The words learners are served: the bank with admins' edits, hidden words left out. */
export async function getBankWords(): Promise<SpellingWord[]> {
  return servedWords(await getAdminBank());
}

/**
 * Saves an admin's edit of a word, only over the version it was read at (`expectedVersion` 0: never edited, or a
 * new word): false when someone saved in between, so no concurrent edit is lost.
 */
export async function saveWordEdit(word: SpellingWord, hidden: boolean, expectedVersion: number, editedBy: string): Promise<SpellingWordEdit | undefined> {
  const edit: SpellingWordEdit = { word, hidden, version: expectedVersion + 1 };
  const saved = await putOverVersion({ ...editKey(word.id), ...edit, editedBy, editedAt: new Date().toISOString() }, expectedVersion);
  return saved ? edit : undefined;
}

// ---- sessions -------------------------------------------------------------------------------------------------------

/** A session's word with what the learner hears: the word, and the sentence (blanked) with its audio. */
export interface StoredSessionWord extends SessionWord {
  audio: string;
  sentenceAudio?: string;
  blanked?: string;
}

export type StoredSource = { kind: 'level'; level: SpellingLevel; rule?: SpellingRule } | { kind: 'list'; listId: string; name: string };

export interface SpellingSessionRecord {
  sessionId: string;
  uid: string;
  profileId: string;
  source: StoredSource;
  words: StoredSessionWord[];
  items: Record<string, SessionItemRef>;
  order: string[];
  answers: Record<string, RecordedAnswer>;
  /** Bumped by every answer: an answer is written only over the version it was computed from. */
  version: number;
  status: 'started' | 'finished';
  /** Downloaded to be played offline: every item served at once, no retry, the answers judged together at the end. */
  downloaded?: boolean;
  startedAt: string;
  finishedAt?: string;
  outcome?: SessionOutcome;
  publishedAt?: string;
}

export async function createSession(session: SpellingSessionRecord): Promise<void> {
  await dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...profileKeys.spellingSession(session.profileId, session.sessionId), ...session,
      expiresAt: epochSeconds() + (session.downloaded ? DOWNLOADED_TTL_SECONDS : UNFINISHED_TTL_SECONDS),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getSession(profileId: string, sessionId: string): Promise<SpellingSessionRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.spellingSession(profileId, sessionId), ConsistentRead: true }));
  if (!isLive(Item as { expiresAt?: number } | undefined)) return undefined;
  const { pk: _pk, sk: _sk, expiresAt: _expiresAt, ...session } = Item!;
  return session as SpellingSessionRecord;
}

/**
 * Records one answer, once: written only if the item has no answer yet, the session is still open and nobody
 * answered since `session.version` was read. False when any of these fails; the caller reads again and decides.
 * A missed word's return (`retry`) is added in the same write, with the queue it changes.
 */
export async function recordAnswer(session: SpellingSessionRecord, itemId: string, answer: RecordedAnswer, order: string[], retry?: { itemId: string; ref: SessionItemRef }): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.spellingSession(session.profileId, session.sessionId),
    UpdateExpression: `SET answers.#item = :answer, #order = :order, #version = :next${retry ? ', #items.#retry = :retry' : ''}`,
    ConditionExpression: '#version = :version AND #status = :started AND attribute_not_exists(answers.#item) AND expiresAt > :now',
    ExpressionAttributeNames: { '#item': itemId, '#order': 'order', '#status': 'status', '#version': 'version', ...(retry ? { '#items': 'items', '#retry': retry.itemId } : {}) },
    ExpressionAttributeValues: {
      ':answer': answer, ':order': order, ':next': session.version + 1, ':version': session.version, ':started': 'started', ':now': epochSeconds(),
      ...(retry ? { ':retry': retry.ref } : {}),
    },
  })));
}

/** Closes a started session with its outcome, once; it is kept (no expiry) for the statistics. */
export async function finishSession(session: SpellingSessionRecord, outcome: SessionOutcome, finishedAt: string): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.spellingSession(session.profileId, session.sessionId),
    UpdateExpression: 'SET #status = :finished, outcome = :outcome, finishedAt = :at REMOVE expiresAt',
    ConditionExpression: '#status = :started',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':finished': 'finished', ':started': 'started', ':outcome': outcome, ':at': finishedAt },
  })));
}

/**
 * Records a downloaded session's answers and closes it with its outcome, in one write: only over the version read,
 * while it is open and not expired. False when any of these fails; the caller reads again and decides.
 */
export async function finishWithAnswers(session: SpellingSessionRecord, answers: Record<string, RecordedAnswer>, outcome: SessionOutcome, finishedAt: string): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.spellingSession(session.profileId, session.sessionId),
    UpdateExpression: 'SET answers = :answers, #version = :next, #status = :finished, outcome = :outcome, finishedAt = :at REMOVE expiresAt',
    ConditionExpression: '#version = :version AND #status = :started AND expiresAt > :now',
    ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
    ExpressionAttributeValues: {
      ':answers': answers, ':next': session.version + 1, ':version': session.version, ':finished': 'finished', ':started': 'started', ':outcome': outcome, ':at': finishedAt,
      ':now': epochSeconds(),
    },
  })));
}

/** Marks `spelling.completed` as published, so a repeated finish publishes it again only if it never went out. */
export async function markSessionPublished(profileId: string, sessionId: string): Promise<void> {
  await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: profileKeys.spellingSession(profileId, sessionId), UpdateExpression: 'SET publishedAt = :at', ExpressionAttributeValues: { ':at': new Date().toISOString() } }));
}

// ---- parents' lists -------------------------------------------------------------------------------------------------

const stripList = (item: Record<string, unknown>): SpellingList => {
  const { pk: _pk, sk: _sk, ...list } = item;
  return list as SpellingList;
};

export async function listLists(profileId: string): Promise<SpellingList[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': profileSortKeys.spelling.list } });
  return items.map(stripList).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function getList(profileId: string, listId: string): Promise<SpellingList | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.spellingList(profileId, listId), ConsistentRead: true }));
  return Item ? stripList(Item) : undefined;
}

/**
 * Creates a list with the profile's count of lists in one transaction: the count stays under `MAX_LISTS` whatever
 * arrives at once. 'limit' when the profile is full.
 */
export async function createList(profileId: string, list: SpellingList): Promise<'created' | 'limit'> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(), Key: profileKeys.spellingListCount(profileId), UpdateExpression: 'ADD #count :one',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
            ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':one': 1, ':max': MAX_LISTS },
          },
        },
        { Put: { TableName: tableName(), Item: { ...profileKeys.spellingList(profileId, list.listId), ...list }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    }));
    return 'created';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') return 'limit';
    throw error;
  }
}

/** Replaces a list's name, words and date: undefined when there is no such list. */
export async function updateList(profileId: string, listId: string, fields: { name: string; words: ListWord[]; targetDate?: string }, updatedAt: string): Promise<SpellingList | undefined> {
  try {
    const { Attributes } = await dynamo.send(new UpdateCommand({
      TableName: tableName(),
      Key: profileKeys.spellingList(profileId, listId),
      UpdateExpression: `SET #name = :name, words = :words, updatedAt = :at${fields.targetDate ? ', targetDate = :date' : ' REMOVE targetDate'}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': fields.name, ':words': fields.words, ':at': updatedAt, ...(fields.targetDate ? { ':date': fields.targetDate } : {}) },
      ReturnValues: 'ALL_NEW',
    }));
    return stripList(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Deletes a list and counts it out, together: false when there was none. */
export async function deleteList(profileId: string, listId: string): Promise<boolean> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: profileKeys.spellingList(profileId, listId), ConditionExpression: 'attribute_exists(pk)' } },
        { Update: { TableName: tableName(), Key: profileKeys.spellingListCount(profileId), UpdateExpression: 'ADD #count :minusOne', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':minusOne': -1 } } },
      ],
    }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
