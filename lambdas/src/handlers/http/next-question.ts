import { nextQuestionRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { serve } from '#lib/quiz-game';
import { serveQuestion } from '#data/games';

/**
 * Serves question `index` and starts its clock, once: asking again (a refresh) returns the same deadline. One
 * conditional UpdateItem, so reading the previous explanation never eats into this question's time.
 */
export const handler = httpHandler(nextQuestionRequestSchema, async ({ body, identity }) => {
  const game = await serveQuestion(body.gameId, identity!.sub, body.index, Date.now());
  if (!game || game.uid !== identity!.sub || game.status !== 'playing') throw new HttpError(404, 'game_not_found');
  if (game.current !== body.index) throw new HttpError(409, 'answer_already_given');
  return { message: 'next_question', data: { question: serve(game), serverTime: Date.now() } };
});
