import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import type { Game } from '../lib/quiz-game.ts';
import { epochSeconds, isLive, tableName } from './table.ts';

const gameKey = (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'GAME' });
/** An abandoned game is of no use after a day. */
const GAME_TTL_SECONDS = 86_400;

export async function createGame(game: Game): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...gameKey(game.gameId), ...game, expiresAt: epochSeconds() + GAME_TTL_SECONDS }, ConditionExpression: 'attribute_not_exists(pk)' }));
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
      UpdateExpression: 'SET answers = :answers, #current = :next, deadline = :deadline, correct = :correct, incorrect = :incorrect, points = :points, lifelines = :lifelines, #status = :status',
      ConditionExpression: '#current = :current AND #status = :playing',
      ExpressionAttributeNames: { '#current': 'current', '#status': 'status' },
      ExpressionAttributeValues: {
        ':answers': after.answers, ':next': after.current, ':deadline': after.deadline, ':correct': after.correct, ':incorrect': after.incorrect,
        ':points': after.points, ':lifelines': after.lifelines, ':status': after.status, ':current': before.current, ':playing': 'playing',
      },
    }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
