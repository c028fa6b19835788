import { nextQuestionRequestSchema, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { serve } from '@plume/shared';
import { serveQuestion } from '#data/games';

/**
 * Serves question `index` and starts its clock, once: asking again (a refresh) returns the same deadline. One
 * conditional UpdateItem, so reading the previous explanation never eats into this question's time.
 */
export const handler = httpHandler(nextQuestionRequestSchema, async ({ body, identity }) => {
  const game = await serveQuestion(body.gameId, identity!.sub, body.index, Date.now());
  if (!game || game.uid !== identity!.sub || game.status !== 'playing') throw new Refusal('not_found', 'game_not_found');
  if (game.current !== body.index) throw new Refusal('conflict', 'answer_already_given');
  return { message: 'next_question', data: { question: serve(game), serverTime: Date.now() } };
});
