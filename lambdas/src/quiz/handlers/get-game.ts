import * as api from '@plume/shared/endpoints';
import { finish, review } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { gameSetup, ownGame } from '#quiz/game-lifecycle';

/**
 * A game as its player may see it now, to pick it up after a refresh: the answered questions with their answers and
 * the result once over. The current question is asked for again with `next_question`, which keeps its deadline if it
 * was already served.
 */
export const handler = httpHandler(api.getGame, async ({ body, identity }) => {
  const game = await ownGame(identity.sub, body.gameId);
  const progress = { ...gameSetup(game), lifelinesUsed: game.lifelines, current: game.current, score: game.points, review: review(game) };
  return {
    message: 'game_loaded',
    data: game.status === 'playing' ? { ...progress, status: 'playing' as const } : { ...progress, status: 'finished' as const, finished: finish(game) },
  };
});
