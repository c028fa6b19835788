import { answerQuizRequestSchema } from '@plume/shared';
import { quizCompleted } from '@plume/events';
import { HttpError, httpHandler } from '#lib/http';
import { playableGame } from '#lib/games';
import { answer, serve } from '#lib/quiz-game';
import { saveMove } from '#data/games';
import { markLevelPlayed } from '#data/progress';
import { publishEvent } from '#clients/bus';

/**
 * Scores one answer (two table requests: read the game, conditionally save the move). Only now does the player
 * learn the right option and the explanation; the next question comes with its own deadline.
 */
export const handler = httpHandler(answerQuizRequestSchema, async ({ body, identity }) => {
  const game = await playableGame(identity!, body.gameId, body.index);
  const outcome = answer(game, body.choice, Date.now());
  if (!(await saveMove(game, outcome.game))) throw new HttpError(409, 'answer_already_given');
  if (outcome.finished) {
    await markLevelPlayed(game.profileId, game.category, game.subcategory, game.level);
    await publishEvent(quizCompleted, {
      gameId: game.gameId, uid: game.uid, profileId: game.profileId, mode: game.mode, categoryId: game.category, level: game.level,
      correct: outcome.finished.correct, incorrect: outcome.finished.incorrect, total: outcome.finished.total, points: outcome.finished.points,
      coins: outcome.finished.coins, completedAt: new Date().toISOString(),
    });
  }
  return {
    message: 'answer_recorded',
    data: { ...outcome.reveal, score: outcome.game.points, ...(outcome.finished ? { finished: outcome.finished } : { next: serve(outcome.game) }) },
  };
});
