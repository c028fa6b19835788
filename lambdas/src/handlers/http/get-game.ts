import { finish, gameRequestSchema, review } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { ownGame } from '#games/game-lifecycle';

/**
 * A game as its player may see it now, to pick it up after a refresh: the answered questions with their answers and
 * the result once over. The current question is asked for again with `next_question`, which keeps its deadline if it
 * was already served.
 */
export const handler = httpHandler(gameRequestSchema, async ({ body, identity }) => {
  const game = await ownGame(identity!.sub, body.gameId);
  return {
    message: 'game_loaded',
    data: {
      gameId: game.gameId, mode: game.mode, total: game.questions.length, lifelines: game.lifelinesAllowed, lifelinesUsed: game.lifelines,
      lifelineCost: game.rules.lifelineCost, timer: game.timer, ...(game.passage ? { passage: game.passage } : {}),
      status: game.status, current: game.current, score: game.points, review: review(game),
      ...(game.status === 'playing' ? {} : { finished: finish(game) }),
      serverTime: Date.now(),
    },
  };
});
