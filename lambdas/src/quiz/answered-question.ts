import { Refusal, type Game, type GameQuestion } from '@plume/shared';
import { ownGame } from './game-lifecycle.ts';

/**
 * A question of the caller's game, played by the given profile, that has been answered (not skipped): only then may
 * its answer be copied into a bookmark or quoted in a report.
 */
export async function answeredQuestion(uid: string, profileId: string, gameId: string, index: number): Promise<{ game: Game; question: GameQuestion }> {
  const game = await ownGame(uid, gameId);
  if (game.profileId !== profileId) throw new Refusal('not_found', 'game_not_found');
  const question = game.questions[index];
  if (!question || index >= game.answers.length || game.answers[index]!.skipped) throw new Refusal('conflict', 'question_not_answered');
  return { game, question };
}
