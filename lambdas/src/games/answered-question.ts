import { Refusal } from '@plume/shared';
import type { Identity } from '#runtime/auth';
import type { Game, GameQuestion } from '@plume/shared';
import { getGame } from '#data/games';

/**
 * A question of the caller's game that has been answered (not skipped): only then may its answer be copied into a
 * bookmark or quoted in a report.
 */
export async function answeredQuestion(identity: Identity, gameId: string, index: number): Promise<{ game: Game; question: GameQuestion }> {
  const game = await getGame(gameId);
  if (!game || game.uid !== identity.sub) throw new Refusal('not_found', 'game_not_found');
  const question = game.questions[index];
  if (!question || index >= game.answers.length || game.answers[index]!.skipped) throw new Refusal('conflict', 'question_not_answered');
  return { game, question };
}
