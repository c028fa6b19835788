import { answer, ghostReveal, Refusal, type Response } from '@plume/shared';
import { saveMove } from '#quiz/data/games';
import { completeGame, playableGame } from './game-lifecycle.ts';

/**
 * Scores one answer (two table requests: read the game, conditionally save the move). Only now does the player
 * learn the right option, or word, and the explanation (and, against a relative's ghost, how the ghost did). The next question is served by `serveQuestion`.
 */
export async function answerQuestion(uid: string, gameId: string, index: number, response: Exclude<Response, { skip: true }>, now: number) {
  const game = await playableGame(uid, gameId, index);
  if (('word' in response) !== (game.questions[game.current]!.kind === 'word')) throw new Refusal('invalid', 'invalid_request');
  const outcome = answer(game, response, now);
  if (!(await saveMove(game, outcome.game))) throw new Refusal('conflict', 'answer_already_given');
  if (outcome.finished) await completeGame(outcome.game, outcome.finished);
  const ghost = game.familyChallenge?.ghost;
  return {
    ...outcome.reveal, score: outcome.game.points, ...(ghost ? { ghost: ghostReveal(ghost.answers, index) } : {}), ...(outcome.finished ? { finished: outcome.finished } : {}),
  };
}
