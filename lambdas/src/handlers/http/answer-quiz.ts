import { answerRequestSchema, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { completeGame, playableGame } from '#games/game-lifecycle';
import { answer } from '@plume/shared';
import { saveMove } from '#data/games';

/**
 * Scores one answer (two table requests: read the game, conditionally save the move). Only now does the player
 * learn the right option, or word, and the explanation. The next question is served by `next_question`.
 */
export const handler = httpHandler(answerRequestSchema, async ({ body, identity }) => {
  const game = await playableGame(identity!, body.gameId, body.index);
  const kind = game.questions[game.current]!.kind;
  if (('word' in body) !== (kind === 'word')) throw new Refusal('invalid', 'invalid_request');
  const outcome = answer(game, 'word' in body ? { word: body.word } : { choice: body.choice }, Date.now());
  if (!(await saveMove(game, outcome.game))) throw new Refusal('conflict', 'answer_already_given');
  if (outcome.finished) await completeGame(outcome.game, outcome.finished);
  return { message: 'answer_recorded', data: { ...outcome.reveal, score: outcome.game.points, ...(outcome.finished ? { finished: outcome.finished } : {}) } };
});
