import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgeBand, Avatar, ChallengeWinner, Difficulty, FamilyHandicap, FamilyChallengeStatus, GhostAnswer, CategoryId } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import type { WriteAlongside } from '#wallet/data/wallet';
import { cancellationReasons, epochSeconds, isLive, queryAll, tableName, writeIfCondition } from '#table/table';

/*
 * Family challenges (shared/src/quiz/family-challenges.ts), one item each in the account's own partition
 * `FAMCHALLENGES#<uid>` / `CHALLENGE#<id>`: both players, the handicap, each side's game and result, and the
 * challenger's recorded run (the ghost). Apart from `USER#<uid>`, which every request reads whole for the account.
 * Every step is one conditional write on the item, so ten copies of a move have one effect.
 */
const partition = (uid: string) => `FAMCHALLENGES#${uid}`;
const challengeKey = (uid: string, challengeId: string) => ({ pk: partition(uid), sk: `CHALLENGE#${challengeId}` });

/** Kept after its start long enough for the family's board of the month to count its winner. */
const CHALLENGE_TTL_SECONDS = 45 * 86_400;

export interface StoredChallengeSide {
  profileId: string;
  name: string;
  avatar: Avatar;
  ageBand: AgeBand;
  difficulty: Difficulty;
  questionMs: number;
  gameId?: string;
  result?: { correct: number; total: number; points: number };
}

export interface StoredFamilyChallenge {
  challengeId: string;
  uid: string;
  category: CategoryId;
  handicap: FamilyHandicap;
  status: FamilyChallengeStatus;
  challenger: StoredChallengeSide & { gameId: string };
  opponent: StoredChallengeSide;
  /** The time handicap plays the same questions: the challenger's, in order. */
  questionIds?: string[];
  /** The challenger's run, recorded when it ends: what the relative plays against. */
  ghost?: GhostAnswer[];
  winner?: ChallengeWinner;
  createdAt: string;
  /** Until when the relative may take it up. */
  openUntil: string;
  finishedAt?: string;
}

/** Creates the challenge with the challenger's game, in one transaction (neither exists without the other). */
export async function createChallenge(challenge: StoredFamilyChallenge, game: WriteAlongside): Promise<void> {
  await dynamo.send(new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: tableName(), Item: { ...challengeKey(challenge.uid, challenge.challengeId), ...challenge, expiresAt: epochSeconds() + CHALLENGE_TTL_SECONDS }, ConditionExpression: 'attribute_not_exists(pk)' } },
      game,
    ],
  }));
}

export async function getChallenge(uid: string, challengeId: string): Promise<StoredFamilyChallenge | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: challengeKey(uid, challengeId), ConsistentRead: true }));
  return isLive(Item as { expiresAt?: number } | undefined) ? (Item as StoredFamilyChallenge) : undefined;
}

/** Every challenge item of the account, expired ones too (TTL deletes late). */
async function storedChallenges(uid: string): Promise<(StoredFamilyChallenge & { expiresAt: number })[]> {
  return (await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition(uid) } })) as unknown as (StoredFamilyChallenge & { expiresAt: number })[];
}

/** The account's challenges, newest first. */
export async function listChallenges(uid: string): Promise<StoredFamilyChallenge[]> {
  return (await storedChallenges(uid)).filter((item) => isLive(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The relative takes the challenge up: only while it is open and not past its date, with their game created in the
 * same transaction. False when another copy of the request (or the date) got there first.
 */
export async function takeUpChallenge(uid: string, challengeId: string, opponent: { gameId: string; questionMs: number }, nowIso: string, game: WriteAlongside): Promise<boolean> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(), Key: challengeKey(uid, challengeId),
            UpdateExpression: 'SET #status = :playing, opponent.gameId = :gameId, opponent.questionMs = :questionMs',
            ConditionExpression: '#status = :open AND openUntil > :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':playing': 'playing', ':open': 'open', ':gameId': opponent.gameId, ':questionMs': opponent.questionMs, ':now': nowIso },
          },
        },
        game,
      ],
    }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

/** The challenger's round is over: its result and ghost recorded, the challenge opens. Once (a replay changes nothing). */
export async function recordChallengerRun(uid: string, challengeId: string, gameId: string, result: StoredChallengeSide['result'], ghost: GhostAnswer[]): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: challengeKey(uid, challengeId),
    UpdateExpression: 'SET #status = :open, challenger.#result = :result, ghost = :ghost',
    ConditionExpression: '#status = :recording AND challenger.gameId = :gameId',
    ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
    ExpressionAttributeValues: { ':open': 'open', ':recording': 'recording', ':result': result, ':ghost': ghost, ':gameId': gameId },
  })));
}

/** The relative's round is over: their result and the winner recorded. Once. */
export async function recordOpponentRun(uid: string, challengeId: string, gameId: string, result: StoredChallengeSide['result'], winner: ChallengeWinner, finishedAt: string): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: challengeKey(uid, challengeId),
    UpdateExpression: 'SET #status = :finished, opponent.#result = :result, winner = :winner, finishedAt = :finishedAt',
    ConditionExpression: '#status = :playing AND opponent.gameId = :gameId',
    ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
    ExpressionAttributeValues: { ':finished': 'finished', ':playing': 'playing', ':result': result, ':winner': winner, ':finishedAt': finishedAt, ':gameId': gameId },
  })));
}

/** A deleted profile's challenges go with it (on either side), expired ones too: they hold its runs and name. */
export async function eraseChallengesOf(uid: string, profileId: string): Promise<number> {
  const mine = (await storedChallenges(uid)).filter((c) => c.challenger.profileId === profileId || c.opponent.profileId === profileId);
  await Promise.all(mine.map((c) => dynamo.send(new DeleteCommand({ TableName: tableName(), Key: challengeKey(uid, c.challengeId) }))));
  return mine.length;
}
