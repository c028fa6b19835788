import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  defaultDictationSettings, type DictationAttemptSummary, type DictationBareme, type DictationCorrection, type DictationErrorCategory,
  type DictationLevel, type DictationPassage, type DictationSettings, type InflectionTable,
} from '@plume/shared/dictation';
import type { SpellingPoint } from '@plume/shared/french/spelling-points';
import { overlayEdits, shownItems, type ContentEdit, type EditedItem } from '@plume/shared/admin/content-edits';
import { dynamo } from '#clients/dynamo';
import { epochSeconds, isConditionFailure, isLive, putOverVersion, queryAll, tableName } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/**
 * Dictations in the table. The passage bank is one partition (`DICTATIONS`), each passage stored with its
 * precomputed inflection table and a summary the picking screen reads without the text. A profile's attempts live in
 * its own partition (`DICTATION#<attemptId>`, ids sorted by time), each holding its own copy of the text it dictates,
 * so grading reads one item and a later content edit never changes a past correction.
 */
const BANK_PK = 'DICTATIONS';
const passageSk = (id: string) => `PASSAGE#${id}`;
/** An attempt never submitted is of no use after a week. */
const UNSUBMITTED_TTL_SECONDS = 7 * 86_400;

export interface PassageSummary {
  id: string;
  level: DictationLevel;
  title: string;
  source?: DictationPassage['source'];
  words: number;
  phrases: number;
  tags: DictationPassage['tags'];
}
export interface BankPassage { passage: DictationPassage; inflections: InflectionTable }

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const summaryOf = (passage: DictationPassage): PassageSummary => ({
  id: passage.id, level: passage.level, title: passage.title, ...(passage.source ? { source: passage.source } : {}),
  words: wordCount(passage.text), phrases: passage.groups.length, tags: passage.tags,
});
/** A passage as stored, seeded or edited alike: its text, its inflection table and the summary the picking screen reads. */
const passageAttributes = ({ passage, inflections }: BankPassage) => ({ value: passage, inflections, summary: summaryOf(passage) });
const bankPassageOf = (item: Record<string, unknown>): BankPassage => ({ passage: item.value as DictationPassage, inflections: item.inflections as InflectionTable });

/** The bank's items for the content seed: puts keyed by the passage's stable id, so a re-seed updates in place. */
export function passageItems(passages: readonly DictationPassage[], inflections: Readonly<Record<string, InflectionTable>>): Record<string, unknown>[] {
  return passages.map((passage) => ({ pk: BANK_PK, sk: passageSk(passage.id), ...passageAttributes({ passage, inflections: inflections[passage.id] ?? {} }) }));
}

/**
 * Admins' edits (`PASSAGEEDIT#<passageId>`, one item per passage added, edited, hidden or shown) sit beside the seeded
 * passages in the bank's partition, with the same attributes plus `hidden`, `version`, `editedBy` and `editedAt`. The
 * seed writes only `PASSAGE#<id>`, so a re-seed never undoes an edit. They are read on every call, consistently (a few
 * items), so a passage hidden is never picked again, from the next request on.
 */
const EDIT_PREFIX = 'PASSAGEEDIT#';
const editKey = (id: string) => ({ pk: BANK_PK, sk: `${EDIT_PREFIX}${id}` });

async function passageEdits<T>(projection: string, names: Record<string, string>, itemOf: (item: Record<string, unknown>) => T): Promise<ContentEdit<T>[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': BANK_PK, ':prefix': EDIT_PREFIX },
    // `hidden` is one of DynamoDB's reserved words.
    ProjectionExpression: `${projection}, #hidden, #version`, ExpressionAttributeNames: { ...names, '#hidden': 'hidden', '#version': 'version' }, ConsistentRead: true,
  });
  return items.map((item) => ({ item: itemOf(item), hidden: item.hidden === true, version: item.version as number }));
}

/** The passages learners may pick, without their texts: the seeded ones with admins' edits, hidden ones left out. */
export async function listPassageSummaries(): Promise<PassageSummary[]> {
  const [seeded, edits] = await Promise.all([
    queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': BANK_PK, ':prefix': 'PASSAGE#' }, ProjectionExpression: 'summary' }),
    passageEdits('summary', {}, (item) => item.summary as PassageSummary),
  ]);
  return shownItems(overlayEdits(seeded.map((item) => item.summary as PassageSummary), edits, (summary) => summary.id));
}

/** A passage learners may be dictated: an admin's edit of it when there is one, never a hidden one. */
export async function getBankPassage(id: string): Promise<BankPassage | undefined> {
  const [{ Item: seeded }, { Item: edit }] = await Promise.all([
    dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: BANK_PK, sk: passageSk(id) } })),
    dynamo.send(new GetCommand({ TableName: tableName(), Key: editKey(id), ConsistentRead: true })),
  ]);
  if (edit) return edit.hidden === true ? undefined : bankPassageOf(edit);
  return seeded ? bankPassageOf(seeded) : undefined;
}

/** The seeded passages with texts and tables, as the content pack wrote them (a few hundred KB at most). */
async function listSeededPassages(): Promise<BankPassage[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': BANK_PK, ':prefix': 'PASSAGE#' }, ProjectionExpression: '#value, inflections', ExpressionAttributeNames: { '#value': 'value' } });
  return items.map(bankPassageOf);
}

/** The whole bank as the admin console sees it: seeded passages with their edits, added ones, hidden ones included. */
export async function getAdminBank(): Promise<EditedItem<BankPassage>[]> {
  const [seeded, edits] = await Promise.all([listSeededPassages(), passageEdits('#value, inflections', { '#value': 'value' }, bankPassageOf)]);
  return overlayEdits(seeded, edits, (bank) => bank.passage.id);
}

/** The whole bank learners may be dictated from, with texts and tables, for the personal dictation generator. */
export async function listBankPassages(): Promise<BankPassage[]> {
  return shownItems(await getAdminBank());
}

/** Saves an admin's edit of a passage over the version it was read at: false when someone saved in between. */
export async function savePassageEdit(bank: BankPassage, hidden: boolean, expectedVersion: number, editedBy: string): Promise<boolean> {
  return putOverVersion({ ...editKey(bank.passage.id), ...passageAttributes(bank), hidden, version: expectedVersion + 1, editedBy, editedAt: new Date().toISOString() }, expectedVersion);
}

// ---- settings -------------------------------------------------------------------------------------------------------

export async function getDictationSettings(profileId: string): Promise<DictationSettings> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.dictationSettings(profileId) }));
  return Item ? (Item.settings as DictationSettings) : defaultDictationSettings;
}

export async function saveDictationSettings(profileId: string, settings: DictationSettings): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...profileKeys.dictationSettings(profileId), settings, updatedAt: new Date().toISOString() } }));
}

// ---- attempts -------------------------------------------------------------------------------------------------------

/** One mistake as the personal generator and later features read it. */
export interface Mistake { word: string; category: DictationErrorCategory; point: SpellingPoint }

export interface DictationAttempt {
  attemptId: string;
  uid: string;
  profileId: string;
  passageId?: string;
  title: string;
  level: DictationLevel;
  source?: DictationPassage['source'];
  text: string;
  groups: string[];
  inflections: InflectionTable;
  focus?: DictationErrorCategory[];
  startedAt: string;
  status: 'started' | 'submitted';
  answer?: string;
  correction?: DictationCorrection;
  bareme?: DictationBareme;
  submittedAt?: string;
  publishedAt?: string;
  /** The learner's copy as last saved while they typed (`save_dictation_copy`), with its revision and time. */
  copy?: string;
  copyRevision?: number;
  savedAt?: string;
}

export async function createAttempt(attempt: DictationAttempt): Promise<void> {
  await dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: { ...profileKeys.dictationAttempt(attempt.profileId, attempt.attemptId), ...attempt, expiresAt: epochSeconds() + UNSUBMITTED_TTL_SECONDS },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getAttempt(profileId: string, attemptId: string): Promise<DictationAttempt | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.dictationAttempt(profileId, attemptId), ConsistentRead: true }));
  if (!isLive(Item as { expiresAt?: number } | undefined)) return undefined;
  const { pk: _pk, sk: _sk, expiresAt: _expiresAt, mistakes: _mistakes, scores: _scores, counts: _counts, errorCount: _errorCount, ...attempt } = Item!;
  return attempt as DictationAttempt;
}

/**
 * Records the correction of a started attempt, once: the write is conditioned on the attempt still being `started`,
 * so of N submissions sent at once exactly one is recorded; the others get false and read the recorded one.
 */
export async function recordSubmission(attempt: DictationAttempt, answer: string, correction: DictationCorrection, bareme: DictationBareme, mistakes: Mistake[], submittedAt: string): Promise<boolean> {
  try {
    await dynamo.send(new UpdateCommand({
      TableName: tableName(),
      Key: profileKeys.dictationAttempt(attempt.profileId, attempt.attemptId),
      UpdateExpression: 'SET #status = :submitted, answer = :answer, correction = :correction, bareme = :bareme, submittedAt = :at, mistakes = :mistakes, scores = :scores, #counts = :counts, errorCount = :errorCount REMOVE expiresAt',
      ConditionExpression: '#status = :started',
      ExpressionAttributeNames: { '#status': 'status', '#counts': 'counts' },
      ExpressionAttributeValues: {
        ':submitted': 'submitted', ':started': 'started', ':answer': answer, ':correction': correction, ':bareme': bareme, ':at': submittedAt,
        ':mistakes': mistakes, ':scores': correction.scores, ':counts': correction.counts, ':errorCount': correction.errors.length,
      },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Stores the learner's copy on their attempt if the attempt is still started and live (a TTL deletes late) and this
 * save is newer than the stored one: false when it is not (a late or repeated save, a handed-in or expired attempt,
 * or none at all). The caller reads the attempt again to tell which.
 */
export async function saveCopy(profileId: string, attemptId: string, copy: string, revision: number, savedAt: string): Promise<boolean> {
  try {
    await dynamo.send(new UpdateCommand({
      TableName: tableName(),
      Key: profileKeys.dictationAttempt(profileId, attemptId),
      UpdateExpression: 'SET #copy = :copy, #revision = :revision, #savedAt = :savedAt',
      ConditionExpression: 'attribute_exists(pk) AND #status = :started AND (attribute_not_exists(#revision) OR #revision < :revision) AND (attribute_not_exists(expiresAt) OR expiresAt > :now)',
      ExpressionAttributeNames: { '#copy': 'copy', '#revision': 'copyRevision', '#savedAt': 'savedAt', '#status': 'status' },
      ExpressionAttributeValues: { ':copy': copy, ':revision': revision, ':savedAt': savedAt, ':started': 'started', ':now': epochSeconds() },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A started attempt as the resume lists show it: no text. */
export interface OpenAttemptSummary {
  attemptId: string;
  passageId?: string;
  title: string;
  level: DictationLevel;
  startedAt: string;
  savedAt?: string;
}

/** Marks the `dictation.completed` event as published, so a repeated submission publishes it again only if it was not. */
export async function markPublished(profileId: string, attemptId: string): Promise<void> {
  await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: profileKeys.dictationAttempt(profileId, attemptId), UpdateExpression: 'SET publishedAt = :at', ExpressionAttributeValues: { ':at': new Date().toISOString() } }));
}

type AttemptStatus = DictationAttempt['status'];
const submittedFields = ['attemptId', 'passageId', 'title', 'level', 'submittedAt', 'scores', 'counts', 'errorCount'] as const;
const openFields = ['attemptId', 'passageId', 'title', 'level', 'startedAt', 'savedAt'] as const;

/** The profile's attempts of these statuses (of one passage when given), newest first, without their texts. */
async function queryAttempts(profileId: string, statuses: readonly AttemptStatus[], passageId?: string): Promise<Record<string, unknown>[]> {
  const names = [...new Set([...(statuses.includes('submitted') ? submittedFields : []), ...(statuses.includes('started') ? openFields : []), 'status', 'expiresAt'])];
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: `#status IN (${statuses.map((_, i) => `:s${i}`).join(', ')})${passageId ? ' AND passageId = :passage' : ''}`,
    ProjectionExpression: names.map((name) => `#${name}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
    ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': profileSortKeys.dictations.attempt, ...Object.fromEntries(statuses.map((status, i) => [`:s${i}`, status])), ...(passageId ? { ':passage': passageId } : {}) },
    ScanIndexForward: false,
  });
}

const pick = (item: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.filter((field) => item[field] !== undefined).map((field) => [field, item[field]]));
const submittedOf = (items: Record<string, unknown>[]) => items.filter((item) => item.status === 'submitted').map((item) => pick(item, submittedFields) as unknown as DictationAttemptSummary);
/** Started and still live: the TTL deletes an expired attempt late, so its time is checked here. */
const openOf = (items: Record<string, unknown>[]) => items.filter((item) => item.status === 'started' && Number(item.expiresAt) > epochSeconds()).map((item) => pick(item, openFields) as unknown as OpenAttemptSummary);

/** The profile's submitted attempts, newest first, without their texts. */
export async function listAttemptSummaries(profileId: string, passageId?: string): Promise<DictationAttemptSummary[]> {
  return submittedOf(await queryAttempts(profileId, ['submitted'], passageId));
}

/** The profile's attempts started and not handed in, still live, newest first; of one passage when given. */
export async function listOpenAttempts(profileId: string, passageId?: string): Promise<OpenAttemptSummary[]> {
  return openOf(await queryAttempts(profileId, ['started'], passageId));
}

/** Both lists in one read of the profile's attempts (the bank's page shows the marks and what to resume). */
export async function listSubmittedAndOpenAttempts(profileId: string): Promise<{ submitted: DictationAttemptSummary[]; open: OpenAttemptSummary[] }> {
  const items = await queryAttempts(profileId, ['submitted', 'started']);
  return { submitted: submittedOf(items), open: openOf(items) };
}

/** The mistakes of the profile's latest submitted attempts (newest first), with when they were made. */
export async function recentMistakes(profileId: string, attempts = 30): Promise<(Mistake & { at: string })[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#status = :submitted',
    ProjectionExpression: 'submittedAt, mistakes',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': profileSortKeys.dictations.attempt, ':submitted': 'submitted' },
    ScanIndexForward: false,
  });
  return items.slice(0, attempts).flatMap((item) => (item.mistakes as Mistake[]).map((mistake) => ({ ...mistake, at: item.submittedAt as string })));
}
