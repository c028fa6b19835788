import { ghostCue, Refusal, serve } from '@plume/shared';
import { startQuestionClock } from '#quiz/data/games';

/**
 * Serves question `index` and starts its clock, once: asking again (a refresh, or ten requests at once) returns the
 * same deadline. Against a relative's ghost, when it answered (never whether rightly). One conditional UpdateItem, so reading the previous explanation never eats into this question's time.
 */
export async function serveQuestion(uid: string, gameId: string, index: number, now: number) {
  const game = await startQuestionClock(gameId, uid, index, now);
  if (!game || game.uid !== uid || game.status !== 'playing') throw new Refusal('not_found', 'game_not_found');
  if (game.current !== index) throw new Refusal('conflict', 'answer_already_given');
  const ghost = game.familyChallenge?.ghost;
  return { ...serve(game), ...(ghost ? { ghost: ghostCue(ghost.answers, index, game.servedAt) } : {}) };
}
