import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from '#clients/dynamo';
import type { Game } from '@plume/shared';
import { ownedBy } from './ownership.ts';
import { epochSeconds, isLive, tableName } from './table.ts';

const gameKey = (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'GAME' });
/** An abandoned game is of no use after a day. */
const GAME_TTL_SECONDS = 86_400;

export async function createGame(game: Game): Promise<void> {
  const key = gameKey(game.gameId);
  // The owner index lists the game under its profile, so deleting the profile deletes it (see ownership.ts).
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...key, ...ownedBy(game.profileId, key.pk), ...game, expiresAt: epochSeconds() + GAME_TTL_SECONDS }, ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function getGame(gameId: string): Promise<Game | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: gameKey(gameId), ConsistentRead: true }));
  return isLive(Item as { expiresAt?: number } | undefined) ? (Item as unknown as Game) : undefined;
}

/**
 * Saves the game after a move, only if nobody moved it since it was read (same question index, still playing):
 * a second answer to the same question, or two racing requests, cannot both count. Returns false if it lost.
 */
export async function saveMove(before: Game, after: Game): Promise<boolean> {
  try {
    await dynamo.send(new UpdateCommand({
      TableName: tableName(),
      Key: gameKey(before.gameId),
      UpdateExpression: 'SET answers = :answers, #current = :next, deadline = :deadline, servedAt = :servedAt, correct = :correct, incorrect = :incorrect, points = :points, lifelines = :lifelines, #status = :status',
      ConditionExpression: '#current = :current AND #status = :playing',
      ExpressionAttributeNames: { '#current': 'current', '#status': 'status' },
      ExpressionAttributeValues: {
        ':answers': after.answers, ':next': after.current, ':deadline': after.deadline, ':servedAt': after.servedAt, ':correct': after.correct, ':incorrect': after.incorrect,
        ':points': after.points, ':lifelines': after.lifelines, ':status': after.status, ':current': before.current, ':playing': 'playing',
      },
    }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Starts the clock of question `index` when the player asks for it: one conditional UpdateItem, which only
 * succeeds while that question is current and not yet served (`deadline = 0`), and returns the game. When it was
 * already served (a refresh) or has a game-long deadline, DynamoDB returns the game as it is: the deadline stands.
 */
export async function serveQuestion(gameId: string, uid: string, index: number, now: number): Promise<Game | undefined> {
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
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // The document client does not translate the item attached to the error: it is in DynamoDB's wire format.
    const raw = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
    const item = raw ? unmarshall(raw) : undefined;
    return item && isLive(item) ? (item as unknown as Game) : undefined;
  }
}

const dailyKey = (profileId: string, day: string) => ({ pk: `PROFILE#${profileId}`, sk: `DAILY#${day}` });

/** Claims today's daily quiz for a profile: false when it was already played (or started) today. */
export async function claimDailyQuiz(profileId: string, day: string, gameId: string): Promise<boolean> {
  try {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...dailyKey(profileId, day), gameId, at: new Date().toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** The game this profile started as today's daily quiz, if any. */
export async function dailyGameOf(profileId: string, day: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: dailyKey(profileId, day), ProjectionExpression: 'gameId' }));
  return Item?.gameId as string | undefined;
}
