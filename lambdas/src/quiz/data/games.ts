import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { exclusiveTwin, type Game, type Lifeline } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { ownedBy } from '#table/ownership';
import type { WriteAlongside } from '#wallet/data/wallet';
import { epochSeconds, isConditionFailure, isLive, tableName, writeIfCondition } from '#table/table';
import { profileKeys } from '#table/keys';

const gameKey = (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'GAME' });
/** An abandoned game is of no use after a day. */
const GAME_TTL_SECONDS = 86_400;
export const GAME_LIFETIME_MS = GAME_TTL_SECONDS * 1000;

export async function createGame(game: Game): Promise<void> {
  await dynamo.send(new PutCommand(newGameWrite(game).Put!));
}

/** The write that creates a game (never over an existing one), for a transaction that creates it with more. */
export function newGameWrite(game: Game): WriteAlongside {
  const key = gameKey(game.gameId);
  // The owner index lists the game under its profile, so deleting the profile deletes it (see ownership.ts).
  return { Put: { TableName: tableName(), Item: { ...key, ...ownedBy(game.profileId, key.pk), ...game, expiresAt: epochSeconds() + GAME_TTL_SECONDS }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getGame(gameId: string): Promise<Game | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: gameKey(gameId), ConsistentRead: true }));
  return isLive(Item as { expiresAt?: number } | undefined) ? (Item as unknown as Game) : undefined;
}

/** A lifeline move also requires that lifeline (and its exclusive twin) unused and the question's time not over. */
export interface LifelineClaim { lifeline: Lifeline; now: number }

/**
 * The write of a move: the game after it, only if nobody moved it since it was read (same question index, still
 * playing) and, for a lifeline, only if that lifeline is still unclaimed and the question still open. N copies of a
 * move sent at once therefore have exactly one effect: the condition lets one through.
 */
export function moveWrite(before: Game, after: Game, claim?: LifelineClaim): NonNullable<WriteAlongside['Update']> {
  const twin = claim && exclusiveTwin(claim.lifeline);
  const conditions = [
    '#current = :current', '#status = :playing',
    ...(claim ? ['NOT contains(lifelines, :lifeline)', 'deadline >= :now'] : []),
    ...(twin ? ['NOT contains(lifelines, :twin)'] : []),
  ];
  return {
    TableName: tableName(),
    Key: gameKey(before.gameId),
    UpdateExpression: 'SET answers = :answers, #current = :next, deadline = :deadline, servedAt = :servedAt, correct = :correct, incorrect = :incorrect, points = :points, lifelines = :lifelines, #status = :status',
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: { '#current': 'current', '#status': 'status' },
    ExpressionAttributeValues: {
      ':answers': after.answers, ':next': after.current, ':deadline': after.deadline, ':servedAt': after.servedAt, ':correct': after.correct, ':incorrect': after.incorrect,
      ':points': after.points, ':lifelines': after.lifelines, ':status': after.status, ':current': before.current, ':playing': 'playing',
      ...(claim ? { ':lifeline': claim.lifeline, ':now': claim.now } : {}),
      ...(twin ? { ':twin': twin } : {}),
    },
  };
}

/** Saves a move on its own (no coins involved). False when another move, or an identical one, got there first. */
export async function saveMove(before: Game, after: Game, claim?: LifelineClaim): Promise<boolean> {
  return writeIfCondition(dynamo.send(new UpdateCommand(moveWrite(before, after, claim))));
}

/**
 * Starts the clock of question `index` when the player asks for it: one conditional UpdateItem, which only
 * succeeds while that question is current and not yet served (`deadline = 0`), and returns the game. When it was
 * already served (a refresh) or has a game-long deadline, DynamoDB returns the game as it is: the deadline stands.
 */
export async function startQuestionClock(gameId: string, uid: string, index: number, now: number): Promise<Game | undefined> {
  try {
    const { Attributes } = await dynamo.send(new UpdateCommand({
      TableName: tableName(),
      Key: gameKey(gameId),
      UpdateExpression: 'SET deadline = questionMs + :now, servedAt = :now',
      ConditionExpression: 'uid = :uid AND #current = :index AND #status = :playing AND deadline = :unserved',
      ExpressionAttributeNames: { '#current': 'current', '#status': 'status' },
      ExpressionAttributeValues: { ':now': now, ':uid': uid, ':index': index, ':playing': 'playing', ':unserved': 0 },
      ReturnValues: 'ALL_NEW',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    }));
    return Attributes as Game;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The document client does not translate the item attached to the error: it is in DynamoDB's wire format.
    const raw = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
    const item = raw ? unmarshall(raw) : undefined;
    return item && isLive(item) ? (item as unknown as Game) : undefined;
  }
}


/** Claims today's daily quiz for a profile: false when it was already played (or started) today. */
export async function claimDailyQuiz(profileId: string, day: string, gameId: string): Promise<boolean> {
  return writeIfCondition(dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...profileKeys.daily(profileId, day), gameId, at: new Date().toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' })));
}

/** The game this profile started as today's daily quiz, if any. */
export async function dailyGameOf(profileId: string, day: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.daily(profileId, day), ProjectionExpression: 'gameId' }));
  return Item?.gameId as string | undefined;
}
