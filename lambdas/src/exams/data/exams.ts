import type { Difficulty } from '@plume/shared/content';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EXAM_KEY_MAX_TRIES, EXAM_KEY_WINDOW_MS, MAX_VIOLATIONS, type CompletionCause, type ExamResult } from '@plume/shared/exams/rules';
import type { ExamViolation, ViolationAlert } from '@plume/shared/exams/api';
import { dynamo } from '#clients/dynamo';
import { ownedBy } from '#table/ownership';
import { cancellationReasons, epochSeconds, isConditionFailure, queryAll, tableName, writeIfCondition } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/*
 * Proctored exams (docs/exams.md). Keys:
 * - `EXAM#<examId>` / `EXAM`: the exam, its questions with their answers and its key's salted hash (gsi1 `EXAMS`);
 * - `EXAMATTEMPT#<attemptId>` / `ATTEMPT`: one profile's attempt, its own copy of the questions, its answers and
 *   violations (gsi1 `EXAM#<examId>` lists an exam's attempts; the owner index lists a profile's);
 * - `PROFILE#<profileId>` / `EXAM#<examId>`: the profile's one attempt at that exam (a conditional put);
 * - `PROFILE#<profileId>` / `EXAMKEY#<window>`: wrong keys tried in a 15-minute window;
 * - `EXAMFEED` / `<recordedAt>#<violationId>`: the examinators' feed of violations (owner index: the profile's).
 */

export interface ExamQuestionRecord { id: string; question: string; options: string[]; answer: number }

export interface ExamRecord {
  examId: string;
  title: string;
  keyHash: string;
  questionCount: number;
  durationMinutes: number;
  marksPerQuestion: number;
  language: 'fr' | 'en';
  category: string;
  /** The questions' level, when the examinator chose one. */
  level?: Difficulty;
  opensAt: string;
  closesAt: string;
  createdAt: string;
  createdBy: string;
  questions: ExamQuestionRecord[];
  attempts: number;
}
export type ExamSummaryRecord = Omit<ExamRecord, 'keyHash' | 'questions'>;

export interface AttemptRecord {
  attemptId: string;
  examId: string;
  title: string;
  uid: string;
  profileId: string;
  profileName: string;
  questions: ExamQuestionRecord[];
  marksPerQuestion: number;
  answers: (number | null)[];
  /** Answers saved so far: completion is conditioned on it, so no answer can slip in between computing and recording the result. */
  moves: number;
  status: 'started' | 'completed';
  startedAt: string;
  deadline: number;
  violations: ExamViolation[];
  completedBy?: CompletionCause;
  completedAt?: string;
  result?: ExamResult;
  /** The page's last contact (server time): its heartbeat, an answer, a read; set by the first heartbeat. */
  lastSeenAt?: number;
  /** When the review opens (`examReviewAt` of the exam, kept at the start). Absent on attempts started before it was kept. */
  reviewAt?: number;
}
export type AttemptSummaryRecord = Omit<AttemptRecord, 'questions'>;

const EXAMS_INDEX = 'EXAMS';
const examKey = (examId: string) => ({ pk: `EXAM#${examId}`, sk: 'EXAM' });
const attemptKey = (attemptId: string) => ({ pk: `EXAMATTEMPT#${attemptId}`, sk: 'ATTEMPT' });
const FEED = 'EXAMFEED';
/** Feed entries are news: a month is enough (the attempts keep every violation as long as they live). */
const FEED_TTL_SECONDS = 30 * 86_400;
const summaryProjection = 'examId, title, questionCount, durationMinutes, marksPerQuestion, #language, category, #level, opensAt, closesAt, createdAt, createdBy, attempts';

export async function createExam(exam: ExamRecord): Promise<void> {
  await dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: { ...examKey(exam.examId), gsi1pk: EXAMS_INDEX, gsi1sk: `${exam.createdAt}#${exam.examId}`, ...exam },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getExam(examId: string): Promise<ExamRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: examKey(examId) }));
  return Item as ExamRecord | undefined;
}

/** Every exam, newest first, without questions or key hash (a few hundred at most: staff create them by hand). */
export async function listExams(): Promise<ExamSummaryRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :exams', ExpressionAttributeValues: { ':exams': EXAMS_INDEX },
    ProjectionExpression: summaryProjection, ExpressionAttributeNames: { '#language': 'language', '#level': 'level' }, ScanIndexForward: false,
  });
  return items as unknown as ExamSummaryRecord[];
}

export type StartOutcome = { kind: 'started' } | { kind: 'taken'; attemptId: string | undefined };

/**
 * Creates a profile's attempt, at most one per exam and profile: the claim `PROFILE#<id>` / `EXAM#<examId>`, the
 * attempt and the exam's attempt count in one transaction, the claim conditioned on not existing. Of N starts sent at
 * once, one creates the attempt; the others learn it is taken (and which attempt, once it is visible).
 */
export async function startAttempt(attempt: AttemptRecord): Promise<StartOutcome> {
  const { pk } = attemptKey(attempt.attemptId);
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...profileKeys.examTaker(attempt.profileId, attempt.examId), attemptId: attempt.attemptId, status: 'started' }, ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName(),
            Item: { ...attemptKey(attempt.attemptId), gsi1pk: `EXAM#${attempt.examId}`, gsi1sk: `ATTEMPT#${attempt.startedAt}#${attempt.attemptId}`, ...ownedBy(attempt.profileId, pk), ...attempt },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Update: { TableName: tableName(), Key: examKey(attempt.examId), UpdateExpression: 'ADD attempts :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':one': 1 } } },
      ],
    }));
    return { kind: 'started' };
  } catch (error) {
    if (!cancellationReasons(error)) throw error;
    return { kind: 'taken', attemptId: await takenAttemptId(attempt.profileId, attempt.examId) };
  }
}

/** The attempt a profile has at an exam, if any. */
export async function takenAttemptId(profileId: string, examId: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.examTaker(profileId, examId), ConsistentRead: true }));
  return Item?.attemptId as string | undefined;
}

/** The profile's attempts by exam id (the claims in its partition). */
export async function attemptsOfProfile(profileId: string): Promise<Map<string, { attemptId: string; status: 'started' | 'completed' }>> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :exam)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':exam': profileSortKeys.exams.attempt } });
  return new Map(items.map((item) => [String(item.sk).slice(profileSortKeys.exams.attempt.length), { attemptId: item.attemptId as string, status: item.status as 'started' | 'completed' }]));
}

export async function getAttempt(attemptId: string): Promise<AttemptRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: attemptKey(attemptId), ConsistentRead: true }));
  return Item as AttemptRecord | undefined;
}

/** An exam's attempts, oldest first, without their questions. */
export async function listAttempts(examId: string): Promise<AttemptSummaryRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :exam AND begins_with(gsi1sk, :attempt)', ExpressionAttributeValues: { ':exam': `EXAM#${examId}`, ':attempt': 'ATTEMPT#' },
  });
  return items.map(({ questions: _questions, ...attempt }) => attempt as unknown as AttemptSummaryRecord);
}

/**
 * Saves the answer to question `index` while the attempt runs and its deadline has not passed (the condition, not a
 * read, decides). Returns the answers after the write, or undefined when the condition refused it.
 */
export async function saveAnswer(attemptId: string, index: number, choice: number | null, now: number): Promise<(number | null)[] | undefined> {
  try {
    const { Attributes } = await dynamo.send(new UpdateCommand({
      TableName: tableName(),
      Key: attemptKey(attemptId),
      // `index` is an integer checked against the attempt's questions: DynamoDB takes list indexes only as literals.
      UpdateExpression: `SET answers[${index}] = :choice, moves = moves + :one`,
      ConditionExpression: '#status = :started AND deadline >= :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':choice': choice, ':one': 1, ':started': 'started', ':now': now },
      ReturnValues: 'ALL_NEW',
    }));
    return Attributes!.answers as (number | null)[];
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Ends an attempt once: status `started` → `completed` with its cause and result (and the violation that ended it),
 * only if no answer was saved since the result was computed (`moves`). The profile's claim records the end too.
 * False when another completion, or an answer, got there first: the caller reads the attempt again.
 */
export async function completeAttempt(attempt: AttemptRecord, completion: { completedBy: CompletionCause; completedAt: string; result: ExamResult; violation?: ExamViolation }): Promise<boolean> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: attemptKey(attempt.attemptId),
            UpdateExpression: `SET #status = :completed, completedBy = :by, completedAt = :at, #result = :result${completion.violation ? ', violations = list_append(violations, :violation)' : ''}`,
            ConditionExpression: '#status = :started AND moves = :moves',
            ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
            ExpressionAttributeValues: {
              ':completed': 'completed', ':by': completion.completedBy, ':at': completion.completedAt, ':result': completion.result, ':started': 'started', ':moves': attempt.moves,
              ...(completion.violation ? { ':violation': [completion.violation] } : {}),
            },
          },
        },
        { Update: { TableName: tableName(), Key: profileKeys.examTaker(attempt.profileId, attempt.examId), UpdateExpression: 'SET #status = :completed', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':completed': 'completed' } } },
      ],
    }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
}

/**
 * The page was there at `now` (its heartbeat, an answer, a read): kept while the attempt runs, never moved back (two
 * contacts crossing on the way keep the later one). Only a heartbeat (`arm`) starts the watch on an attempt.
 */
export async function markSeen(attemptId: string, now: number, { arm = false } = {}): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: attemptKey(attemptId),
    UpdateExpression: 'SET lastSeenAt = :now',
    ConditionExpression: `#status = :started AND (${arm ? 'attribute_not_exists(lastSeenAt) OR ' : ''}lastSeenAt < :now)`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':now': now, ':started': 'started' },
  })));
}

/** Adds a violation that does not end the attempt, while it runs (at most MAX_VIOLATIONS are kept). */
export async function recordViolation(attemptId: string, violation: ExamViolation): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: attemptKey(attemptId),
    UpdateExpression: 'SET violations = list_append(violations, :violation)',
    ConditionExpression: '#status = :started AND size(violations) < :max',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':violation': [violation], ':started': 'started', ':max': MAX_VIOLATIONS },
  })));
}

const keyWindow = (now: number) => Math.floor(now / EXAM_KEY_WINDOW_MS);

/**
 * Claims one key try for a profile in the current 15-minute window, by a conditional update (`tries < max`): of N
 * tries sent at once, at most the free ones are checked. A right key gives its try back (`returnKeyTry`), so only
 * wrong keys count. Returns the minutes until the next window when none is left.
 */
export async function claimKeyTry(profileId: string, now: number): Promise<{ claimed: true } | { claimed: false; minutesLeft: number }> {
  const window = keyWindow(now);
  const claimed = await writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.examKeyTries(profileId, window),
    UpdateExpression: 'SET tries = if_not_exists(tries, :zero) + :one, expiresAt = :expires',
    ConditionExpression: 'attribute_not_exists(tries) OR tries < :max',
    ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': EXAM_KEY_MAX_TRIES, ':expires': epochSeconds(new Date((window + 2) * EXAM_KEY_WINDOW_MS)) },
  })));
  return claimed ? { claimed: true } : { claimed: false, minutesLeft: Math.max(1, Math.ceil(((window + 1) * EXAM_KEY_WINDOW_MS - now) / 60_000)) };
}

export async function returnKeyTry(profileId: string, now: number): Promise<void> {
  await writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: profileKeys.examKeyTries(profileId, keyWindow(now)), UpdateExpression: 'SET tries = tries - :one', ConditionExpression: 'tries > :zero', ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
  })));
}

/** Records a violation in the examinators' feed once per violation id (a replayed event changes nothing). */
export async function recordViolationAlert(alert: ViolationAlert & { violationId: string; profileId: string }): Promise<boolean> {
  const { violationId, profileId, ...shown } = alert;
  return writeIfCondition(dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: { pk: FEED, sk: `${alert.recordedAt}#${violationId}`, ...ownedBy(profileId, FEED), ...shown, expiresAt: epochSeconds() + FEED_TTL_SECONDS },
    ConditionExpression: 'attribute_not_exists(pk)',
  })));
}

/** The newest violations of every exam. */
export async function recentViolationAlerts(limit = 30): Promise<ViolationAlert[]> {
  const { Items: items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :feed', ExpressionAttributeValues: { ':feed': FEED }, ScanIndexForward: false, Limit: limit }));
  const now = epochSeconds();
  return items.filter((item) => Number(item.expiresAt ?? Infinity) > now).slice(0, limit).map((item) => ({
    examId: item.examId as string, examTitle: item.examTitle as string, attemptId: item.attemptId as string, profileName: item.profileName as string, completed: item.completed as boolean,
    kind: item.kind as ViolationAlert['kind'], at: item.at as string, recordedAt: item.recordedAt as string, durationMs: item.durationMs as number,
  }));
}
