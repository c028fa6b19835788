import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CrosswordClue, CrosswordKind, CrosswordLevel } from '@plume/shared/crosswords';
import type { Direction } from '@plume/shared/crosswords/generate';
import { dynamo } from '#clients/dynamo';
import type { WriteAlongside } from '#wallet/data/wallet';
import { epochSeconds, isLive, queryAll, tableName, writeIfCondition } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/**
 * Crosswords in the table. The clue bank is one partition (`CROSSWORDS`), one item per grid level holding all its
 * clues, so a new grid reads its words with a few GetItems. A profile's grids live in its own partition
 * (`CROSSWORD#<puzzleId>`, ids sorted by time), each holding its solution: the answers never leave the server except
 * as letters bought with a reveal.
 */
const BANK_PK = 'CROSSWORDS';
const bankSk = (level: CrosswordLevel) => `CLUES#${level}`;
/** A grid never solved is of no use after a month. */
const UNSOLVED_TTL_SECONDS = 30 * 86_400;

export type BankClue = Omit<CrosswordClue, 'level'>;

/** The bank's items for the content seed: one per level, keyed by the level, so a re-seed replaces it. */
export function clueBankItems(clues: readonly CrosswordClue[]): Record<string, unknown>[] {
  const levels = [...new Set(clues.map((clue) => clue.level))];
  return levels.map((level) => ({
    pk: BANK_PK,
    sk: bankSk(level),
    clues: clues.filter((clue) => clue.level === level).map(({ level: _level, ...clue }) => clue),
  }));
}

export async function getClueBank(level: CrosswordLevel): Promise<BankClue[]> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: BANK_PK, sk: bankSk(level) } }));
  return (Item?.clues as BankClue[] | undefined) ?? [];
}

export interface SolutionWord {
  number: number;
  direction: Direction;
  row: number;
  col: number;
  /** The grid form, A–Z. */
  answer: string;
  /** As written, with its accents. */
  word: string;
  clue: string;
  level: CrosswordLevel;
}

export interface CrosswordPuzzleItem {
  puzzleId: string;
  uid: string;
  profileId: string;
  /** Absent on grids made before « Mes mots croisés »: those are `level` grids. */
  kind?: CrosswordKind;
  level: CrosswordLevel;
  size: number;
  words: SolutionWord[];
  startedAt: string;
  solvedAt?: string;
  /**
   * Words found without help, fixed when the grid was solved (with `solvedAt`): the reward answered and paid follows
   * from it, whatever is checked or bought later. Absent on grids not solved yet, and on those solved before it was kept.
   */
  wordsUnaided?: number;
  publishedAt?: string;
  /** Cells whose letter was bought. */
  revealed: number[];
  /** Words (`12-across`) a check found wrong at least once: the grid's mistakes. */
  missed: string[];
  /** Letters a check found right, as `<cell>:<letter>`: a resumed grid shows them verified while they are unchanged. */
  verified: string[];
  /** Coins paid for reveals of this grid (added in the payment's transaction). */
  coinsSpent: number;
  /** The player's letters as last saved (`SaveCrosswordRequest`), absent before the first save. */
  progress?: { entries: string; pencil: string; revision: number };
}

type StoredPuzzle = Omit<CrosswordPuzzleItem, 'revealed' | 'missed' | 'verified' | 'coinsSpent' | 'progress'>;

export async function createPuzzle(puzzle: StoredPuzzle): Promise<void> {
  await dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: { ...profileKeys.crossword(puzzle.profileId, puzzle.puzzleId), ...puzzle, expiresAt: epochSeconds() + UNSOLVED_TTL_SECONDS },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getPuzzle(profileId: string, puzzleId: string): Promise<CrosswordPuzzleItem | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.crossword(profileId, puzzleId), ConsistentRead: true }));
  if (!isLive(Item as { expiresAt?: number } | undefined)) return undefined;
  const { pk: _pk, sk: _sk, expiresAt: _expiresAt, revealed, missed, verified, coinsSpent, entries, pencil, revision, ...puzzle } = Item!;
  return {
    ...(puzzle as StoredPuzzle),
    revealed: [...((revealed as Set<number> | undefined) ?? [])],
    missed: [...((missed as Set<string> | undefined) ?? [])],
    verified: [...((verified as Set<string> | undefined) ?? [])],
    coinsSpent: (coinsSpent as number | undefined) ?? 0,
    ...(typeof revision === 'number' ? { progress: { entries: entries as string, pencil: pencil as string, revision } } : {}),
  };
}

/**
 * Stores the player's letters if this save is newer than the stored one and the grid is still live (a TTL deletes
 * late): false when it is not (a late or repeated save, or a grid that expired meanwhile).
 */
export async function saveProgress(profileId: string, puzzleId: string, progress: { entries: string; pencil: string; revision: number }): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.crossword(profileId, puzzleId),
    UpdateExpression: 'SET #entries = :entries, #pencil = :pencil, #revision = :revision',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#revision) OR #revision < :revision) AND (attribute_not_exists(expiresAt) OR expiresAt > :now)',
    ExpressionAttributeNames: { '#entries': 'entries', '#pencil': 'pencil', '#revision': 'revision' },
    ExpressionAttributeValues: { ':entries': progress.entries, ':pencil': progress.pencil, ':revision': progress.revision, ':now': epochSeconds() },
  })));
}

/**
 * Marks the grid solved, once, with the count of words found without help: of N checks of a full right grid sent at
 * once, exactly one gets true, and its count is the one every answer and the payment use.
 */
export async function markSolved(profileId: string, puzzleId: string, solved: { solvedAt: string; wordsUnaided: number }): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.crossword(profileId, puzzleId),
    UpdateExpression: 'SET solvedAt = :at, wordsUnaided = :unaided REMOVE expiresAt',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(solvedAt)',
    ExpressionAttributeValues: { ':at': solved.solvedAt, ':unaided': solved.wordsUnaided },
  })));
}

/** Marks `crossword.completed` as published, so a repeated check publishes it again only if it never went out. */
export async function markPublished(profileId: string, puzzleId: string): Promise<void> {
  await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: profileKeys.crossword(profileId, puzzleId), UpdateExpression: 'SET publishedAt = :at', ExpressionAttributeValues: { ':at': new Date().toISOString() } }));
}

/**
 * Remembers what a check found: words found wrong (`missed`) and letters found right (`verified`, `<cell>:<letter>`).
 * Sets: checking again adds nothing.
 */
export async function recordCheck(profileId: string, puzzleId: string, found: { missed: readonly string[]; verified: readonly string[] }): Promise<void> {
  const sets = Object.entries(found).filter(([, values]) => values.length > 0);
  if (!sets.length) return;
  await dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.crossword(profileId, puzzleId),
    UpdateExpression: `ADD ${sets.map(([name]) => `#${name} :${name}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(sets.map(([name]) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(sets.map(([name, values]) => [`:${name}`, new Set(values)])),
  }));
}

/**
 * The reveal record, written in the same transaction as its payment (`moveCoins(..., alongside)`): the bought cells
 * join the grid's `revealed` set and the price its `coinsSpent`. Conditioned on the grid existing, so nothing is paid for a grid that is gone.
 */
export function revealWrite(profileId: string, puzzleId: string, cells: readonly number[], cost: number): WriteAlongside {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKeys.crossword(profileId, puzzleId),
      UpdateExpression: 'ADD revealed :cells, coinsSpent :cost',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':cells': new Set(cells), ':cost': cost },
    },
  };
}

export interface PuzzleSummary { puzzleId: string; kind: CrosswordKind; level: CrosswordLevel; size: number; words: number; startedAt: string; solvedAt?: string }

/** The profile's grids, newest first, without their solutions. */
export async function listPuzzles(profileId: string): Promise<PuzzleSummary[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ProjectionExpression: 'puzzleId, #kind, #level, size, #words, startedAt, solvedAt, expiresAt',
    ExpressionAttributeNames: { '#kind': 'kind', '#level': 'level', '#words': 'words' },
    ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': profileSortKeys.crosswords.puzzle },
    ScanIndexForward: false,
  });
  return items.filter((item) => isLive(item as { expiresAt?: number })).map((item) => ({
    puzzleId: item.puzzleId as string,
    kind: (item.kind as CrosswordKind | undefined) ?? 'level',
    level: item.level as CrosswordLevel,
    size: item.size as number,
    words: (item.words as unknown[]).length,
    startedAt: item.startedAt as string,
    ...(item.solvedAt ? { solvedAt: item.solvedAt as string } : {}),
  }));
}
